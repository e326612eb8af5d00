import { Avatar } from '../../components/ui/avatar.tsx';

/** A person's photo or initials in a row of the people lists (the app's one Avatar). */
export function PersonAvatar({ image, name }: { image: string | null; name: string }) {
  return <Avatar image={image} name={name} size="sm" lazy />;
}
