import type { BookingStore } from '../../../api';
import { ListRow } from '../../../components/ListRow';
import { StackList } from '../../shared/lists.styles';

export interface StoreRowsProps {
  stores: readonly BookingStore[];
  labelledBy?: string;
  /** The store's address for a row (a service at the store), or none (the row only informs). */
  hrefOf?: (store: BookingStore) => string;
  onOpen?: (href: string) => void;
  /** The text after each store's name (hours, or "Book here"). */
  trailingOf?: (store: BookingStore) => string;
}

/** Stores as rows: name, address and province; with `hrefOf`, each opens its page. */
export function StoreRows({ stores, labelledBy, hrefOf, onOpen, trailingOf }: StoreRowsProps) {
  return (
    <StackList aria-labelledby={labelledBy}>
      {stores.map((store) => {
        const href = hrefOf?.(store);
        return (
          <li key={store.store_id}>
            <ListRow
              variant="card"
              title={store.name}
              subtitle={[store.address, store.province].filter(Boolean).join(' · ')}
              {...(trailingOf ? { trailing: <span>{trailingOf(store)}</span> } : {})}
              {...(href
                ? {
                    href,
                    onOpen: (event: { preventDefault: () => void }) => {
                      event.preventDefault();
                      onOpen?.(href);
                    },
                  }
                : {})}
            />
          </li>
        );
      })}
    </StackList>
  );
}
