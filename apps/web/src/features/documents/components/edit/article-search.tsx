import { formatEuro, type EntityRecord } from '@kontor/contracts';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArticleSearch } from '../../api/use-article-search.ts';
import '../../i18n.ts';

interface Props {
  onPick: (article: EntityRecord) => void;
}

const priceOf = (article: EntityRecord) => {
  const price = article.data.net_price;
  return typeof price === 'string' || typeof price === 'number' ? formatEuro(String(price)) : '';
};

/**
 * Type ahead over the articles: the first match is highlighted as soon as the server answers, so
 * Enter adds it as a line; the box empties for the next one.
 */
export function ArticleSearch({ onPick }: Props) {
  const { t } = useTranslation('documents');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 200);
  const articles = useArticleSearch(term, combobox.dropdownOpened || term !== '');
  const items = articles.data?.items ?? [];
  const stale = articles.isFetching || term !== search;

  // Enter typed before the answer arrived adds the first match of the answer, not a stale one.
  const [enterPending, setEnterPending] = useState(false);
  const add = (article: EntityRecord | undefined) => {
    if (article) onPick(article);
    setSearch('');
    setEnterPending(false);
    combobox.closeDropdown();
  };

  // Results arrive after typing: highlight the first one then (not on every render).
  const firstId = items[0]?.id;
  useEffect(() => {
    if (stale || firstId === undefined || search.trim() === '') return;
    if (enterPending) add(items[0]);
    else combobox.selectFirstOption();
  }, [firstId, stale]);

  const pick = (id: string) => {
    if (stale) return setEnterPending(true);
    add(items.find((a) => String(a.id) === id));
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          aria-label={t('lines.addArticle')}
          placeholder={t('lines.articlePlaceholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={stale && search ? <Loader size={14} /> : null}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setEnterPending(false);
            combobox.openDropdown();
          }}
          onKeyDown={(e) => {
            // Enter with nothing highlighted yet (the search is still running) waits for the answer.
            if (e.key === 'Enter' && search.trim() !== '' && combobox.getSelectedOptionIndex() < 0) {
              e.preventDefault();
              if (!stale && items[0]) add(items[0]);
              else setEnterPending(true);
            }
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          style={{ flex: '1 1 18rem' }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={t('lines.addArticle')}>
          {items.length === 0 ? (
            <Combobox.Empty>{stale ? t('loading') : t('lines.noArticles')}</Combobox.Empty>
          ) : (
            items.map((article) => (
              <Combobox.Option value={String(article.id)} key={article.id}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" truncate>
                    {article.number ? `${article.number} · ${article.name}` : article.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {priceOf(article)}
                  </Text>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
