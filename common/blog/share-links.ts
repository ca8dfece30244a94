// Share URLs for the post page's buttons (a microblogging, a professional and a social network).
export type ShareNetwork = "x" | "linkedin" | "facebook";

export const SHARE_NETWORKS: readonly { network: ShareNetwork; label: string }[] = [
  { network: "x", label: "X" },
  { network: "linkedin", label: "LinkedIn" },
  { network: "facebook", label: "Facebook" },
];

export function shareUrl(network: ShareNetwork, pageUrl: string, title: string): string {
  const url = encodeURIComponent(pageUrl);
  switch (network) {
    case "x":
      return `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(title)}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
  }
}
