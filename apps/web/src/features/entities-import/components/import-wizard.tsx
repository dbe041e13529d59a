import { entityRegistry, type ImportableEntityType } from '@kontor/contracts';
import { Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import '../i18n.ts';
import { MappingStep } from './mapping-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { RunStep } from './run-step.tsx';
import { UploadStep } from './upload-step.tsx';
import { useImportWizard } from './use-import-wizard.ts';

const stepNames = ['upload', 'mapping', 'preview', 'run'] as const;

/** The four import steps of one type, with the buttons between them. */
export function ImportWizard({ type }: { type: ImportableEntityType }) {
  const { t } = useTranslation('entitiesImport');
  const isPhone = useIsPhoneLayout();
  const wizard = useImportWizard(type);
  const { label } = entityRegistry[type];
  const { step, analysis, preview } = wizard;
  // On a phone the four steps show as numbers only, with the current one named above them.
  const stepProps = (name: (typeof stepNames)[number]) => ({
    // The visible number stays part of the name (WCAG 2.5.3 label in name).
    'aria-label': isPhone ? `${stepNames.indexOf(name) + 1} ${t(`steps.${name}`)}` : undefined,
    label: isPhone ? undefined : t(`steps.${name}`),
    description: isPhone ? undefined : t(`steps.${name}Hint`),
  });
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap="xs">
        <BackLink to={`/standardEntity/${type}`}>{t('back', { label })}</BackLink>
        <PageHeader title={t('title', { label })} description={t('intro')} />
      </Stack>
      {isPhone && (
        <Text fw={600} aria-live="polite">
          {t('steps.current', { step: step + 1, name: t(`steps.${stepNames[step]}`) })}
        </Text>
      )}
      <Stepper
        active={step}
        onStepClick={wizard.goTo}
        size={isPhone ? 'xs' : 'sm'}
        allowNextStepsSelect={false}
      >
        <Stepper.Step {...stepProps('upload')}>
          <UploadStep
            fileName={wizard.file?.file_name ?? null}
            analysis={analysis}
            reading={wizard.reading}
            error={wizard.analyzeError}
            onFile={wizard.chooseFile}
          />
        </Stepper.Step>
        <Stepper.Step {...stepProps('mapping')}>
          {analysis && (
            <MappingStep
              type={type}
              analysis={analysis}
              mapping={wizard.mapping}
              onChange={wizard.changeMapping}
            />
          )}
        </Stepper.Step>
        <Stepper.Step {...stepProps('preview')} loading={wizard.checking}>
          {preview && <PreviewStep preview={preview} />}
        </Stepper.Step>
        <Stepper.Step {...stepProps('run')} loading={wizard.running}>
          {preview && (
            <RunStep
              preview={preview}
              running={wizard.running}
              result={wizard.result}
              error={wizard.runError}
              onRun={wizard.runImport}
              onShowList={wizard.showList}
              onRestart={wizard.restart}
            />
          )}
        </Stepper.Step>
      </Stepper>
      {step === 1 && <ErrorAlert message={wizard.previewError} />}
      {step < 3 && (
        <Group justify="space-between">
          {step > 0 ? (
            <Button variant="default" onClick={() => wizard.goTo(step - 1)}>
              {t('nav.back')}
            </Button>
          ) : (
            <span />
          )}
          {step === 0 && (
            <Button onClick={() => wizard.goTo(1)} disabled={!analysis || wizard.reading}>
              {t('nav.next')}
            </Button>
          )}
          {step === 1 && (
            <Button
              onClick={wizard.showPreview}
              loading={wizard.checking}
              disabled={wizard.mapping.every((target) => target === null)}
            >
              {t('nav.toPreview')}
            </Button>
          )}
          {step === 2 && <Button onClick={() => wizard.goTo(3)}>{t('nav.toRun')}</Button>}
        </Group>
      )}
    </Stack>
  );
}
