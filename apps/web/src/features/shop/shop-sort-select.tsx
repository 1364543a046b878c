'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';
import { Select } from '../../ui/select.tsx';

export interface SortOption {
  key: string;
  label: string;
  href: string;
}

/**
 * The listing's order (A-Z, Z-A, Oldest, Newest). Choosing one opens its URL; the default order has
 * no sort key in the URL, so "Newest" leads back to the bare listing.
 */
export function ShopSortSelect({
  label,
  options,
  current,
}: {
  label: string;
  options: readonly SortOption[];
  current: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // Shows the choice at once while the new order loads; follows the URL afterwards (back button).
  const [chosen, setChosen] = useState(current);
  useEffect(() => setChosen(current), [current]);
  return (
    <div className="shop-sort" aria-busy={pending}>
      <Select
        label={label}
        name="sort"
        selectedKey={chosen}
        onChange={(key) => {
          const option = options.find((candidate) => candidate.key === key);
          if (!option) return;
          setChosen(option.key);
          startTransition(() => router.push(option.href, { scroll: false }));
        }}
        options={options.map((option) => ({ id: option.key, label: option.label }))}
      />
    </div>
  );
}
