import type {
  ImportableEntityType,
  ImportAnalysis,
  ImportFile,
  ImportPreview,
  ImportResult,
} from '@kontor/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../ui/toast/toast.ts';
import { useAnalyzeImport } from '../api/use-analyze-import.ts';
import { usePreviewImport } from '../api/use-preview-import.ts';
import { useRunImport } from '../api/use-run-import.ts';
import '../i18n.ts';
import { readFileBase64 } from '../read-file-base64.ts';

export type WizardStep = 0 | 1 | 2 | 3;

/** The message of a failed call, with the field messages the server sent (mapping problems). */
const messageOf = (error: ApiError | null) =>
  error ? [error.message, ...Object.values(error.fields)].join(' ') : null;

/** State and actions of the import steps: file → mapping → preview → import. */
export function useImportWizard(type: ImportableEntityType) {
  const { t } = useTranslation('entitiesImport');
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>(0);
  const [file, setFile] = useState<ImportFile | null>(null);
  const [analysis, setAnalysis] = useState<ImportAnalysis | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [reading, setReading] = useState(false);
  const analyze = useAnalyzeImport(type);
  const check = usePreviewImport(type);
  const showList = () => void navigate({ to: `/standardEntity/${type}` });
  const run = useRunImport(type, {
    onSuccess: (done) => {
      setResult(done);
      toast.success(t('run.done'), t('run.doneText', done), {
        actions: [{ label: t('run.toList'), onClick: showList }],
      });
    },
    onError: (error) => toast.error(t('run.failed'), error.message),
  });

  const restart = () => {
    setStep(0);
    setFile(null);
    setAnalysis(null);
    setMapping([]);
    setPreview(null);
    setResult(null);
    analyze.reset();
    check.reset();
    run.reset();
  };

  const chooseFile = async (chosen: File) => {
    restart();
    setReading(true);
    try {
      const next = { file_name: chosen.name, content_base64: await readFileBase64(chosen) };
      const found = await analyze.mutateAsync(next).catch(() => null);
      if (!found) return;
      setFile(next);
      setAnalysis(found);
      setMapping(found.mapping);
    } finally {
      setReading(false);
    }
  };

  const changeMapping = (next: (string | null)[]) => {
    setMapping(next);
    setPreview(null);
    check.reset();
  };

  const showPreview = () => {
    if (!file) return;
    check.mutate(
      { ...file, mapping },
      {
        onSuccess: (checked) => {
          setPreview(checked);
          setStep(2);
        },
      },
    );
  };

  const goTo = (target: number) => {
    // Back to any finished step; forward only as far as the data reaches (no preview, no import step).
    const reachable = preview ? 3 : analysis ? 1 : 0;
    if (target <= reachable && !run.isPending) setStep(target as WizardStep);
  };

  return {
    step,
    file,
    analysis,
    mapping,
    preview,
    result,
    reading: reading || analyze.isPending,
    analyzeError: messageOf(analyze.error),
    checking: check.isPending,
    previewError: messageOf(check.error),
    running: run.isPending,
    runError: messageOf(run.error),
    chooseFile: (chosen: File) => void chooseFile(chosen),
    changeMapping,
    showPreview,
    runImport: () => file && run.mutate({ ...file, mapping }),
    goTo,
    restart,
    showList,
  };
}
