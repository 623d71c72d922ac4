// The stand-in chat page (in the widget's frame): static HTML, external script and style only.
export const CHAT_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Customer service</title>
<link rel="stylesheet" href="chat.css">
<script src="chat.js" defer></script>
</head>
<body>
<header><h1 id="title">Customer service (sandbox)</h1><p>A stand-in for the operator's live chat. It answers common questions.</p></header>
<ol id="log" role="log" aria-live="polite" aria-label="Conversation"></ol>
<form id="form">
<label for="message">Your message</label>
<input id="message" name="message" autocomplete="off" maxlength="500" placeholder="Type your question">
<button type="submit">Send</button>
</form>
</body>
</html>
`;
