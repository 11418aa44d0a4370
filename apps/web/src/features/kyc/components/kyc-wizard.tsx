import { Center, Loader, Stepper } from "@mantine/core";
import { KYC_MESSAGES, KYC_STEP_LABELS, type TKycKind, type TKycStep } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorState } from "../../../components/error-state";
import { userLocaleQueryOptions } from "../../startup";
import { useKycProfile, useWalletActivated } from "../hooks/use-kyc-profile";
import { kycWizardState } from "../model/kyc-view";
import { DocumentsStep } from "./documents-step";
import { InfoStep } from "./info-step";
import { IntroStep } from "./intro-step";
import { StatusStep } from "./status-step";

/**
 * The four-step KYC wizard (document 2 §2, §4). The step opened is derived from the stored profile; Back, Next
 * and each save move from there, and every save reads the profile again so status and step follow the server.
 */
export function KycWizard() {
  const { accountId, query, refresh } = useKycProfile();
  const activated = useWalletActivated(accountId);
  const locale = useQuery(userLocaleQueryOptions());
  const [chosenStep, setChosenStep] = useState<TKycStep | null>(null);
  const [chosenKind, setChosenKind] = useState<TKycKind>("individual");

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading KYC" />
      </Center>
    );
  }
  if (query.isError)
    return <ErrorState message={KYC_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />;

  const info = query.data;
  const profile = info?.kyc ?? null;
  const kind: TKycKind = profile?.status ? (profile.isCompanyKyc ? "company" : "individual") : chosenKind;
  const derived = kycWizardState(info).step;
  // A step ahead of what the stored profile allows is never shown: the documents need a saved profile.
  const step: TKycStep = chosenStep === null || (chosenStep >= 2 && !info) ? derived : chosenStep;
  const go = (next: TKycStep) => setChosenStep(next);

  return (
    <>
      <Stepper active={step} size="sm" allowNextStepsSelect={false} mb="xl" iconSize={32}>
        {KYC_STEP_LABELS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      {step === 0 && (
        <IntroStep
          kind={kind}
          kindLocked={Boolean(profile?.status)}
          activated={activated}
          onKind={setChosenKind}
          onStart={() => go(1)}
        />
      )}
      {step === 1 && (
        <InfoStep
          key={`${profile?.id ?? "new"}-${kind}`}
          accountId={accountId}
          info={info}
          kind={kind}
          defaultCountry={locale.data?.countryCode}
          onRefresh={refresh}
          onBack={() => go(0)}
          onSaved={() => go(2)}
        />
      )}
      {step === 2 && info && (
        <DocumentsStep
          key={info.kyc.id}
          accountId={accountId}
          info={info}
          kind={kind}
          onRefresh={refresh}
          onBack={() => go(1)}
          onSaved={() => go(3)}
        />
      )}
      {step === 3 && info && (
        <StatusStep info={info} onBack={() => go(2)} onRefresh={refresh} onResubmitted={() => go(1)} />
      )}
    </>
  );
}
