import type { TimeRange } from '@contract/admin';
import { TIME_RANGES, TimeRangeLabels } from '@contract/admin';
import { Select } from '../../../components/ui/input';

/** The spec's time ranges: Last 24 Hours, Last 7 Days, Last 30 Days, Last 90 Days. */
export function TimeRangeSelect({
  id,
  value,
  onChange,
  label = 'Time range',
  className,
}: {
  id: string;
  value: TimeRange;
  onChange: (range: TimeRange) => void;
  label?: string;
  className?: string;
}) {
  return (
    <Select
      id={id}
      aria-label={label}
      value={value}
      className={className}
      onChange={(event) => onChange(event.target.value as TimeRange)}
    >
      {TIME_RANGES.map((range) => (
        <option key={range} value={range}>
          {TimeRangeLabels[range]}
        </option>
      ))}
    </Select>
  );
}
