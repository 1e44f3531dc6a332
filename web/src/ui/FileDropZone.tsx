import type { ReactNode } from "react";
import { DropZone, FileTrigger, isFileDropItem, Text, type DropItem } from "react-aria-components";
import { Button } from "./Button.tsx";
import { UploadIcon } from "./icons.tsx";

type Props = {
  /** MIME types, as for <input accept>: "image/*", "application/pdf". */
  acceptedFileTypes: readonly string[];
  onFile: (file: File) => void;
  /** The drop zone's accessible name. */
  label: string;
  /** "Drag your file here"-style help text. */
  hint: ReactNode;
  buttonLabel: string;
  isDisabled?: boolean;
};

/** Drag and drop or pick one file; keyboard and screen-reader users get the button. */
export function FileDropZone({ acceptedFileTypes, onFile, label, hint, buttonLabel, isDisabled }: Props) {
  const drop = async (items: readonly DropItem[]) => {
    const item = items.find(isFileDropItem);
    if (item) onFile(await item.getFile());
  };
  return (
    <DropZone
      className="drop-zone"
      aria-label={label}
      isDisabled={isDisabled}
      // Any file is taken; its type is checked after the drop, with a message instead of a silent refusal.
      getDropOperation={() => "copy"}
      onDrop={(event) => void drop(event.items)}
    >
      <UploadIcon />
      <Text slot="label" className="drop-zone-hint">
        {hint}
      </Text>
      <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={(files) => (files?.[0] ? onFile(files[0]) : undefined)}>
        <Button variant="secondary" isDisabled={isDisabled}>
          {buttonLabel}
        </Button>
      </FileTrigger>
    </DropZone>
  );
}
