export default function ChatPage() {
  return null;
}
