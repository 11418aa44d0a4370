import { Modal, Tabs } from "@mantine/core";
import type { TPairAsset } from "@sextant/core";
import type { TSwapAssetOption } from "../lib/swap-assets";
import { AssetOptionList } from "./asset-option-list";
import { ManualAssetForm } from "./manual-asset-form";

interface AssetPickerModalProps {
  opened: boolean;
  title: string;
  myAssets: readonly TSwapAssetOption[];
  ourPicks: readonly TSwapAssetOption[];
  /** Everything already offered (duplicates are refused by the Manual tab). */
  known: readonly TPairAsset[];
  onSelect: (asset: TSwapAssetOption) => void;
  onManualAdded: (asset: TPairAsset) => void;
  onClose: () => void;
}

/** Asset picker (spec §2): My Assets (trustlines and XLM), Our Picks (the catalogue), Manual (code + issuer). */
export function AssetPickerModal(props: AssetPickerModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title}>
      <Tabs defaultValue="mine">
        <Tabs.List mb="md" grow>
          <Tabs.Tab value="mine">My Assets</Tabs.Tab>
          <Tabs.Tab value="picks">Our Picks</Tabs.Tab>
          <Tabs.Tab value="manual">Manual</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine">
          <AssetOptionList options={props.myAssets} onSelect={props.onSelect} />
        </Tabs.Panel>
        <Tabs.Panel value="picks">
          <AssetOptionList options={props.ourPicks} onSelect={props.onSelect} />
        </Tabs.Panel>
        <Tabs.Panel value="manual">
          <ManualAssetForm known={props.known} onAdded={props.onManualAdded} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
