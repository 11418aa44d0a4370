import { List, Stack, Text, Title } from "@mantine/core";
import type { TInfoSection } from "../content/types";

type TInfoSectionsProps = {
  sections: readonly TInfoSection[];
  /** Prefix each heading with its position ("1. Eligibility"), as legal texts do. */
  numbered?: boolean;
};

/** Renders structured long-form content (terms, policies) as headed sections. */
export function InfoSections({ sections, numbered = false }: TInfoSectionsProps) {
  return (
    <Stack gap="xl">
      {sections.map((section, index) => (
        <Stack key={section.id} id={section.id} gap="xs" component="section">
          <Title order={2} size="h3">
            {numbered ? `${index + 1}. ${section.title}` : section.title}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {section.bullets && (
            <List spacing={4} withPadding>
              {section.bullets.map((bullet) => (
                <List.Item key={bullet}>{bullet}</List.Item>
              ))}
            </List>
          )}
          {section.closing?.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
