import { CONDITIONS, type Condition } from '@resale-zone/contract/listings';
import { Checkbox } from '../../components/ui/checkbox.tsx';

/** The search's conditions, any of them, in the list's order (`condition=Excellent&condition=Good`). */
export function ConditionChoices({
  chosen,
  onChange,
}: {
  chosen: readonly Condition[];
  onChange: (condition: Condition[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold">Condition</legend>
      {CONDITIONS.map((condition) => (
        <Checkbox
          key={condition}
          name="condition"
          value={condition}
          checked={chosen.includes(condition)}
          onChange={(checked) =>
            onChange(
              checked
                ? CONDITIONS.filter((c) => c === condition || chosen.includes(c))
                : chosen.filter((c) => c !== condition),
            )
          }
        >
          {condition}
        </Checkbox>
      ))}
    </fieldset>
  );
}
