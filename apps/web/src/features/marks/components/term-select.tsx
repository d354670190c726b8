import { Select, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolDate, termOf } from '@sinfxona/domain/rules/marks';
import type { Terms } from '@sinfxona/domain/schemas/school';
import { useSchool } from '@/shared/school/get-school';

/**
 * The term a picker opens on: the one today falls in; between terms (the summer, a holiday gap)
 * the last one that has begun, else the first.
 */
export function defaultTerm(terms: Terms, now = new Date()): number {
  const current = termOf(now, terms);
  if (current !== null) return current;
  const today = schoolDate(now);
  const begun = terms.filter((term) => term.start <= today).length;
  return Math.max(1, begun);
}

/** The chosen term (1-based) and the school's terms; null until the school's answer is here. */
export function useTermChoice() {
  const school = useSchool();
  const [chosen, setChosen] = useState<number | null>(null);
  const terms = school.data?.terms;
  const term = chosen ?? (terms ? defaultTerm(terms) : null);
  return { term, setTerm: setChosen, terms, school };
}

/** A picker of the school's terms, the current one named so. */
export function TermSelect({
  terms,
  value,
  onChange,
  ...props
}: { terms: Terms; value: number; onChange: (term: number) => void } & Omit<
  SelectProps,
  'data' | 'value' | 'onChange'
>) {
  const { t } = useTranslation();
  const current = termOf(new Date(), terms);
  const data = terms.map((term, index) => ({
    value: String(index + 1),
    label: index + 1 === current ? t('marks.terms.current', { name: term.name }) : term.name,
  }));
  return (
    <Select
      label={t('marks.terms.label')}
      data={data}
      value={String(value)}
      onChange={(next) => next && onChange(Number(next))}
      allowDeselect={false}
      w={{ base: '100%', xs: 200 }}
      {...props}
    />
  );
}
