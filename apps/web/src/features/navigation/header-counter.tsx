import Link from 'next/link';
import { Icon, type IconName } from '../../ui/icon.tsx';

interface HeaderCounterProps {
  href: string;
  icon: IconName;
  /** Says the number in words ("3 fonts to compare"); the digits shown are hidden from readers. */
  label: string;
  count: number;
}

/** A link of the header with a pictogram and its number: compare and cart. */
export function HeaderCounter({ href, icon, label, count }: HeaderCounterProps) {
  return (
    <Link href={href} className="counter" aria-label={label}>
      <Icon name={icon} />
      <span aria-hidden="true" className="counter__count">
        {count}
      </span>
    </Link>
  );
}
