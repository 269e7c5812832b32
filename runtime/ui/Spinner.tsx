/** A spinning ring in the text's colour (ui/spinner.css); decorative: say what is happening in words beside it. */
export function Spinner() {
  return <span className="portico-spinner" aria-hidden="true" />;
}
