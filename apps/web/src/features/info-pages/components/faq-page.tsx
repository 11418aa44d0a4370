import { Accordion, Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { FAQ_ITEMS } from "../content/faq";
import { InfoPageLayout } from "./info-page-layout";

export function FaqPage() {
  return (
    <InfoPageLayout title="FAQ" subtitle="Frequently Asked Questions">
      <Accordion variant="separated" radius="md" chevronPosition="right">
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Control>
              <Text fw={600}>{item.question}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {item.answer.map((paragraph) => (
                  <Text key={paragraph} size="sm">
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text size="sm" c="dimmed">
        Did not find your answer?{" "}
        <Anchor component={Link} to="/support">
          Contact support
        </Anchor>
        .
      </Text>
    </InfoPageLayout>
  );
}
