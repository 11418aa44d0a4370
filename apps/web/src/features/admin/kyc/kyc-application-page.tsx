import { Alert, Badge, Button, Divider, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { KYC_STATUS_LABELS, type TKycApplication } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { countryName, kycStatusColour } from "../../kyc";
import { applicantName } from "./applicant-name";
import { kycApplicationsQueryOptions } from "./kyc-admin-api";
import { KycDecisionForm } from "./kyc-decision-form";
import { KycDocuments } from "./kyc-documents";
import { queueStatus } from "./kyc-queue-page";

/** /admin/kyc/{accountId}: one application with every field and file, its past decisions, and the decision. */
export function KycApplicationPage() {
  const { accountId = "" } = useParams();
  const [search] = useSearchParams();
  const status = queueStatus(search);
  const navigate = useNavigate();
  const query = useQuery(kycApplicationsQueryOptions(status));
  const back = `/admin/kyc?status=${status}`;

  if (query.isPending) return <Loader aria-label="Loading the application" />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const application = query.data.find(({ kyc }) => kyc.accountId === accountId);
  if (!application) {
    return (
      <Stack align="flex-start">
        <Alert color="yellow">
          This application is not in the {KYC_STATUS_LABELS[status]} list any more.
        </Alert>
        <Button component={Link} to={back} variant="light">
          Back to the queue
        </Button>
      </Stack>
    );
  }
  const { kyc } = application;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} style={{ overflowWrap: "anywhere" }}>
            {applicantName(kyc)}
          </Title>
          <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: "break-all" }}>
            {kyc.accountId}
          </Text>
          <Group gap="xs">
            <Badge color={kycStatusColour(kyc.status)} variant="light">
              {kyc.status ? KYC_STATUS_LABELS[kyc.status] : "Not started"}
            </Badge>
            <Badge color="gray" variant="light">
              {kyc.isCompanyKyc ? "Company" : "Individual"}
            </Badge>
          </Group>
        </Stack>
        <Button component={Link} to={back} variant="subtle">
          Back to the queue
        </Button>
      </Group>
      <ApplicationFields application={application} />
      <Divider label="Files" labelPosition="left" />
      <KycDocuments application={application} />
      {application.reviews.length > 0 && (
        <>
          <Divider label="Past decisions" labelPosition="left" />
          <Stack gap="xs">
            {application.reviews.map((review) => (
              <Text key={review.id} size="sm" style={{ overflowWrap: "anywhere" }}>
                <Badge
                  size="sm"
                  variant="light"
                  color={review.decision === "approved" ? "green" : "red"}
                  mr="xs"
                >
                  {review.decision}
                </Badge>
                {new Date(review.createdAt).toLocaleString()} — {review.notes || "no notes"}
              </Text>
            ))}
          </Stack>
        </>
      )}
      {kyc.status === "pending" && (
        <>
          <Divider label="Decision" labelPosition="left" />
          <KycDecisionForm application={application} onDecided={() => navigate(back)} />
        </>
      )}
    </Stack>
  );
}

function ApplicationFields({ application }: { application: TKycApplication }) {
  const { kyc, document } = application;
  const contact = (value: string, verified: boolean) =>
    value ? `${value}${verified ? " (verified)" : ""}` : "—";
  const rows: [string, string][] = [
    ["E-mail", contact(kyc.email, kyc.isEmailVerified)],
    ["Phone", contact(kyc.phone, kyc.isPhoneVerified)],
    ...(kyc.isCompanyKyc
      ? ([
          ["Company website", kyc.companyWebsite],
          ["Business name", kyc.businessName],
        ] as [string, string][])
      : ([["Date of birth", kyc.dob]] as [string, string][])),
    ["Address", [kyc.address, kyc.city, kyc.state, kyc.postalCode].filter(Boolean).join(", ")],
    ["Country", kyc.countryCode ? countryName(kyc.countryCode) : ""],
    ["Document", document ? (kyc.isCompanyKyc ? "Company registration" : document.docType) : "Not submitted"],
    ["Name on the document", document?.realName ?? ""],
    ["Number", document?.number ?? ""],
    ["Issuing country", document?.country ? countryName(document.country) : ""],
    [kyc.isCompanyKyc ? "Registration date" : "Issue date", document?.issueDate ?? ""],
    ["Expiry date", document?.expDate ?? ""],
    ["Last notes", kyc.adminNotes],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
      {rows.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {value || "—"}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
