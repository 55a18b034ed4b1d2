// A password, optionally with a button that shows it as typed (the sign-in page).
import { EyeIcon, EyeOffIcon } from "lucide-react";
import { useState } from "react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { type FieldFrameProps, frameProps } from "./field-meta";

export function PasswordField({
  reveal,
  autoComplete,
  ...props
}: FieldFrameProps & {
  autoComplete: "current-password" | "new-password";
  /** The reveal button's names, when it has one. */
  reveal?: { show: string; hide: string };
}) {
  const { meta } = props;
  const [shown, setShown] = useState(false);
  const control = (attributes: object) => (
    <Input
      {...attributes}
      type={shown ? "text" : "password"}
      name={meta.name}
      autoComplete={autoComplete}
      className={reveal ? "pr-12" : undefined}
    />
  );
  if (!reveal) return <Field {...frameProps(props)}>{control({})}</Field>;
  return (
    <Field {...frameProps(props)}>
      {(attributes) => (
        <div className="relative">
          {control(attributes)}
          <button
            type="button"
            onClick={() => setShown((now) => !now)}
            aria-pressed={shown}
            aria-label={shown ? reveal.hide : reveal.show}
            className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-control text-muted-foreground hover:text-foreground"
          >
            {shown ? (
              <EyeOffIcon aria-hidden="true" className="size-5" />
            ) : (
              <EyeIcon aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
