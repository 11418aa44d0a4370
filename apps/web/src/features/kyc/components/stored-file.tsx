import { Anchor, Image, Loader, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useStoredFile } from "../hooks/use-stored-file";
import { storedFileKind } from "../model/stored-file-kind";

interface StoredFileProps {
  filename: string;
  alt: string;
  height?: number;
}

/** A stored KYC file: an image inline; a PDF or Word document as a download link named after what it is. */
export function StoredFile({ filename, alt, height = 120 }: StoredFileProps) {
  const { url, type, pending } = useStoredFile(filename);
  if (pending) return <Loader size="xs" aria-label={`Loading ${alt}`} />;
  if (!url) {
    return (
      <Text size="xs" c="red">
        Unable to load {alt}.
      </Text>
    );
  }
  const kind = storedFileKind(type, filename);
  if (kind.inline) {
    return (
      <Anchor href={url} target="_blank" rel="noreferrer" title={`Open ${alt} at full size`}>
        <Image src={url} alt={alt} h={height} w="auto" fit="contain" radius="sm" />
      </Anchor>
    );
  }
  return (
    <Anchor href={url} download={`${alt}.${kind.extension}`} size="sm">
      <IconDownload size={14} style={{ verticalAlign: "middle", marginRight: 4 }} aria-hidden />
      Download {alt} ({kind.label})
    </Anchor>
  );
}
