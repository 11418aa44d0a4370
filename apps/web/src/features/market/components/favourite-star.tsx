import { ActionIcon } from "@mantine/core";
import { IconStar, IconStarFilled } from "@tabler/icons-react";

interface FavouriteStarProps {
  pairKey: string;
  starred: boolean;
  onToggle: (pairKey: string) => void;
}

/** The favourites star of a pair row; it toggles without opening the pair. */
export function FavouriteStar({ pairKey, starred, onToggle }: FavouriteStarProps) {
  return (
    <ActionIcon
      variant="subtle"
      color={starred ? "yellow" : "gray"}
      aria-label={starred ? `Remove ${pairKey} from favourites` : `Add ${pairKey} to favourites`}
      aria-pressed={starred}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(pairKey);
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {starred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
    </ActionIcon>
  );
}
