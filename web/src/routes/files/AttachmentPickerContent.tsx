import { Trans, useLingui } from "@lingui/react/macro";
import { DropZone, FileTrigger, isDirectoryDropItem, isFileDropItem, Text, type DirectoryDropItem, type DropItem } from "react-aria-components";
import { Button } from "../../ui/Button.tsx";
import { UploadIcon } from "../../ui/icons.tsx";
import { zipFolder } from "./zip-folder.ts";

async function filesOfDirectory(item: DirectoryDropItem, prefix = ""): Promise<File[]> {
  const files: File[] = [];
  for await (const entry of item.getEntries()) {
    if (entry.kind === "file") {
      const file = await entry.getFile();
      files.push(new File([file], `${prefix}${item.name}/${file.name}`, { type: file.type, lastModified: file.lastModified }));
    } else {
      files.push(...(await filesOfDirectory(entry, `${prefix}${item.name}/`)));
    }
  }
  return files;
}

/** Names inside the zip: the folder's relative paths, as the picker or the drop gave them. */
async function zipped(files: File[], name: string): Promise<File> {
  return zipFolder(
    files.map((file) => (file.webkitRelativePath ? file : Object.defineProperty(file, "webkitRelativePath", { value: file.name }))),
    name,
  );
}

import type { AttachmentPickerProps as Props } from "./AttachmentPicker.tsx";

/** The picker itself (./AttachmentPicker.tsx loads it): drag and drop, a file picker and, when allowed, a folder picker. */
export function AttachmentPickerContent({ allowsFolders, isDisabled, onFiles }: Props) {
  const { t } = useLingui();
  const drop = async (items: readonly DropItem[]) => {
    const files = await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
    if (allowsFolders) {
      for (const directory of items.filter(isDirectoryDropItem)) files.push(await zipped(await filesOfDirectory(directory), directory.name));
    }
    if (files.length) onFiles(files);
  };
  const pickFolder = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    const folder = files[0]?.webkitRelativePath.split("/")[0] ?? "dossier";
    if (files.length) onFiles([await zipped(files, folder)]);
  };
  return (
    <DropZone className="drop-zone attachment-drop" aria-label={t`Déposer des pièces jointes`} isDisabled={isDisabled} getDropOperation={() => "copy"} onDrop={(event) => void drop(event.items)}>
      <UploadIcon />
      <Text slot="label" className="drop-zone-hint">
        {allowsFolders ? <Trans>Glissez vos fichiers ou un dossier d'imagerie ici</Trans> : <Trans>Glissez vos fichiers ici</Trans>}
      </Text>
      <div className="attachment-picker-buttons">
        <FileTrigger allowsMultiple onSelect={(list) => (list?.length ? onFiles([...list]) : undefined)}>
          <Button variant="secondary" isDisabled={isDisabled}>
            <Trans>Choisir des fichiers</Trans>
          </Button>
        </FileTrigger>
        {allowsFolders ? (
          <FileTrigger acceptDirectory onSelect={(list) => void pickFolder(list)}>
            <Button variant="secondary" isDisabled={isDisabled}>
              <Trans>Choisir un dossier</Trans>
            </Button>
          </FileTrigger>
        ) : null}
      </div>
    </DropZone>
  );
}
