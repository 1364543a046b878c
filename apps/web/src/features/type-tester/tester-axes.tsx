'use client';

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TesterAxis, TesterFace, TesterInstance } from './tester-faces.ts';

interface TesterAxesProps {
  face: TesterFace;
  values: Record<string, number>;
  onChange: (tag: string, value: number, axis: TesterAxis) => void;
  onInstance: (coordinates: TesterInstance['coordinates']) => void;
}

/** A slider per variable axis and a button per named instance; nothing for a static style. */
export function TesterAxes({ face, values, onChange, onInstance }: TesterAxesProps) {
  const { t } = useTranslation();
  const id = useId();
  if (face.axes.length === 0) return null;
  return (
    <div className="type-tester__axes">
      {face.axes.map((axis) => {
        const value = values[axis.tag] ?? axis.default;
        return (
          <label key={axis.tag} htmlFor={`${id}-${axis.tag}`}>
            {axis.label || axis.tag} <output htmlFor={`${id}-${axis.tag}`}>{value}</output>
            <input
              id={`${id}-${axis.tag}`}
              type="range"
              data-axis={axis.tag}
              min={axis.min}
              max={axis.max}
              step={axis.steps > 0 ? axis.steps : 'any'}
              value={value}
              onChange={(event) => onChange(axis.tag, Number(event.target.value), axis)}
            />
          </label>
        );
      })}
      {face.instances.length > 0 ? (
        <fieldset className="type-tester__instances">
          <legend>{t('tester.instances')}</legend>
          {face.instances.map((instance) => {
            const active = instance.coordinates.every(
              (coordinate) => values[coordinate.tag] === coordinate.value,
            );
            return (
              <button
                key={instance.id}
                type="button"
                className="button"
                aria-pressed={active}
                onClick={() => onInstance(instance.coordinates)}
              >
                {instance.name}
              </button>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
