import { Alert, Button, Stack, Text } from "@mantine/core";
import type { TDisputePartyView, TTrade } from "@sextant/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { SigningCancelledError } from "../../session";
import { signRuledRelease } from "./escrow-signing";
import { fetchDisputeCase } from "./trade-api";
import { tradeErrorMessage } from "./trade-errors";
import { tradeKeys } from "./trade-queries";

export const SIGN_TO_RECEIVE = "Sign to receive";
export const RULED_RELEASE_TEXT =
  "The dispute was ruled in your favour. Sign the release to receive the crypto from the escrow.";

const disputeCaseKey = (tradeId: string) => ["p2p", "dispute-case", tradeId] as const;

/** Whether `trade` is one the caller won as buyer in a dispute: only then can a release wait for their signature. */
function isRuledForBuyer(trade: TTrade | undefined): trade is TTrade {
  return (
    trade !== undefined &&
    trade.role.side === "buyer" &&
    trade.dispute.state === "resolved" &&
    trade.dispute.winner === "buyer"
  );
}

/**
 * The buyer's side of a dispute ruled for them: `waiting` while it is being read, `mustSign` when the release
 * still needs their signature (they never said 'I have paid'). The trade reads Completed then, but its screen
 * stays until they have signed.
 */
export function useRuledRelease(trade: TTrade | undefined): {
  waiting: boolean;
  mustSign: boolean;
  dispute: TDisputePartyView | undefined;
} {
  const enabled = isRuledForBuyer(trade);
  const tradeId = trade?.id ?? "";
  const query = useQuery({
    queryKey: disputeCaseKey(tradeId),
    queryFn: ({ signal }) => fetchDisputeCase(tradeId, signal),
    enabled,
  });
  if (!enabled) return { waiting: false, mustSign: false, dispute: undefined };
  return {
    waiting: query.isPending,
    mustSign: query.data?.mustSignRelease === true,
    dispute: query.data,
  };
}

/** The buyer's 'Sign to receive' after a ruling in their favour; the release is submitted once it is signed. */
export function SignToReceive({ trade }: { trade: TTrade }) {
  const client = useQueryClient();
  const sign = useMutation({
    mutationFn: () => signRuledRelease(trade.id),
    onSuccess: (answer) => {
      toast.success(answer.message);
      client.setQueryData(disputeCaseKey(trade.id), answer.dispute);
      void client.invalidateQueries({ queryKey: tradeKeys.one(trade.id) });
    },
    onError: (error) => {
      if (!(error instanceof SigningCancelledError)) toast.error(tradeErrorMessage(error));
    },
  });
  return (
    <Alert color="teal" variant="light" data-testid="sign-to-receive">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{RULED_RELEASE_TEXT}</Text>
        <Button color="teal" loading={sign.isPending} onClick={() => sign.mutate()}>
          {SIGN_TO_RECEIVE}
        </Button>
      </Stack>
    </Alert>
  );
}
