// A dashboard's sections: a tab list from 768 px up (Tailwind md), a labelled native select below,
// where a row of tabs would not fit a phone.
import { useId, type ReactNode } from 'react';
import { Label } from './ui/label';
import { Select } from './ui/select';
import { Tabs, type TabItem } from './ui/tabs';

interface DashboardTabsProps<T extends string> {
  items: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  label: string;
  children: ReactNode;
}

export function DashboardTabs<T extends string>(props: DashboardTabsProps<T>) {
  const { items, value, onValueChange, label, children } = props;
  const selectId = useId();
  return (
    <div>
      <div className="mb-2 md:hidden">
        <Label htmlFor={selectId} className="mb-1">
          {label}
        </Label>
        <Select
          id={selectId}
          value={value}
          onChange={(event) => {
            const picked = items.find((item) => item.value === event.target.value);
            if (picked) onValueChange(picked.value);
          }}
        >
          {items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.badge ? `${item.label} (${item.badge})` : item.label}
            </option>
          ))}
        </Select>
      </div>
      <Tabs
        items={items}
        value={value}
        onValueChange={onValueChange}
        label={label}
        listClassName="hidden md:flex"
      >
        {children}
      </Tabs>
    </div>
  );
}
