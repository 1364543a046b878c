/** Previous and next page buttons, shown only when there is more than one page. */
export function Pager({
  page,
  pageSize,
  total,
  labels,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  labels: { previous: string; next: string };
  onPage: (page: number) => void;
}) {
  if (total <= pageSize) return null;
  return (
    <div className="pager">
      <button
        type="button"
        className="button button-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {labels.previous}
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={page * pageSize >= total}
        onClick={() => onPage(page + 1)}
      >
        {labels.next}
      </button>
    </div>
  );
}
