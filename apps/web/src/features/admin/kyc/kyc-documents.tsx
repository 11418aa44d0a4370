import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { TKycApplication } from "@sextant/core";
import { StoredFile } from "../../kyc";

/** Every file of an application, each viewable: photo, document sides, verification image, company papers. */
export function KycDocuments({ application }: { application: TKycApplication }) {
  const { kyc, document } = application;
  const files = [
    ["Profile photo", kyc.file],
    ["Front side", document?.frontUrl ?? ""],
    ["Back side", document?.backUrl ?? ""],
    ["Verification image", document?.proofImage ?? ""],
    ["Company document", document?.companyDocument || kyc.companyDocument],
    ["Document with the owner's name", document?.companyDocWithName ?? ""],
  ].filter(([, name]) => name !== "");
  if (files.length === 0) return <Text c="dimmed">No files uploaded.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {files.map(([label, name]) => (
        <Paper key={label} withBorder p="sm">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <StoredFile filename={name ?? ""} alt={label ?? ""} height={180} />
            {label === "Verification image" && (
              <Text size="xs">
                Code to look for:{" "}
                <Text span ff="monospace" fw={700}>
                  {document?.proofCode || kyc.proofCode}
                </Text>
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
