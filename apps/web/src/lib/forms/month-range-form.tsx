'use client';

import { type FormEvent, useId, useState } from 'react';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months chosen, as 'YYYY-MM'; a box left empty (or not a month) is left out. */
export interface MonthRange {
  from?: string;
  to?: string;
}

interface MonthRangeFormProps {
  words: { from: string; to: string; show: string; rangeInvalid: string };
  onShow: (range: MonthRange) => void;
  /** The first month there is anything for. */
  min?: string | undefined;
  className: string;
  problemClassName: string;
}

/** Two month boxes and "Show": a range that ends before it starts is refused at the first box. */
export function MonthRangeForm({ words, onShow, min, className, problemClassName }: MonthRangeFormProps) {
  const id = useId();
  const [months, setMonths] = useState({ from: '', to: '' });
  const [rangeProblem, setRangeProblem] = useState(false);

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { from, to } = months;
    const range: MonthRange = {
      ...(MONTH.test(from) ? { from } : {}),
      ...(MONTH.test(to) ? { to } : {}),
    };
    if (range.from && range.to && range.from > range.to) {
      setRangeProblem(true);
      document.getElementById(`${id}-from`)?.focus();
      return;
    }
    setRangeProblem(false);
    onShow(range);
  };

  return (
    <>
      <form className={className} onSubmit={show} noValidate>
        {(['from', 'to'] as const).map((end) => (
          <label key={end} htmlFor={`${id}-${end}`}>
            {words[end]}
            <input
              id={`${id}-${end}`}
              type="month"
              placeholder="YYYY-MM"
              min={end === 'from' ? min : undefined}
              value={months[end]}
              aria-invalid={end === 'from' && rangeProblem ? true : undefined}
              aria-describedby={end === 'from' && rangeProblem ? `${id}-range-problem` : undefined}
              onChange={(event) => setMonths((previous) => ({ ...previous, [end]: event.target.value }))}
            />
          </label>
        ))}
        <button type="submit" className="button">
          {words.show}
        </button>
      </form>
      {rangeProblem ? (
        <p id={`${id}-range-problem`} role="alert" className={problemClassName}>
          {words.rangeInvalid}
        </p>
      ) : null}
    </>
  );
}
