/** One line of an assistant chat (part-1 §3: sender AI or User, text). */
export interface ChatMessage {
  id: string;
  sender: 'AI' | 'User';
  text: string;
}
