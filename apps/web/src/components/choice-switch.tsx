import { useId } from "react";
import classes from "./choice-switch.module.css";

export interface TChoice<T extends string> {
  value: T;
  label: string;
}

interface ChoiceSwitchProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  data: ReadonlyArray<TChoice<T>>;
  "aria-label": string;
}

/**
 * A compact switch between a few choices, drawn like Mantine's extra-small segmented control: native radio
 * buttons (arrow keys move the choice) inside their labels. It measures nothing, so it costs no layout when a
 * screen first renders, where Mantine's control positions its indicator from the sizes of its labels.
 */
export function ChoiceSwitch<T extends string>({ value, onChange, data, ...aria }: ChoiceSwitchProps<T>) {
  const name = useId();
  return (
    <fieldset aria-label={aria["aria-label"]} className={classes.root}>
      {data.map((choice) => {
        const active = choice.value === value;
        return (
          <label key={choice.value} className={classes.choice} data-active={active || undefined}>
            <input
              type="radio"
              className={classes.input}
              name={name}
              value={choice.value}
              checked={active}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        );
      })}
    </fieldset>
  );
}
