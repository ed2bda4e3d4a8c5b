import { BoxIcon, TagIcon, stroke } from "../../components/ui/admin-icons.tsx";

// Icons named by the server's dashboard data (stat.icon, activity.icon).
const FolderIcon = stroke(["M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"]);
const AlertIcon = stroke(["M12 3l10 18H2z", "M12 10v4", "M12 17h.01"]);
const PlusIcon = stroke(["M12 5v14", "M5 12h14"]);
const EditIcon = stroke(["M4 20h4L19 9l-4-4L4 16z", "M14 6l4 4"]);
const TrashIcon = stroke(["M4 7h16", "M10 11v6", "M14 11v6", "M6 7l1 13h10l1-13", "M9 7V4h6v3"]);
const LockIcon = stroke(["M5 11h14v10H5z", "M8 11V7a4 4 0 0 1 8 0v4"]);
const UnlockIcon = stroke(["M5 11h14v10H5z", "M8 11V7a4 4 0 0 1 7.5-2"]);
const ActivityIcon = stroke(["M3 12h4l3-8 4 16 3-8h4"]);

const ICONS: Record<string, typeof BoxIcon> = {
  package: BoxIcon,
  folder: FolderIcon,
  alert: AlertIcon,
  tag: TagIcon,
  plus: PlusIcon,
  edit: EditIcon,
  trash: TrashIcon,
  lock: LockIcon,
  unlock: UnlockIcon,
};

export function DashboardIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? ActivityIcon;
  return <Icon />;
}
