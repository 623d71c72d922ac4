// English text of customer service; lazy with its pages.
const serviceEn = {
  'service.title': 'Customer service',
  'service.vipTitle': 'VIP service',
  'service.chatTitle': 'Live chat',
  'service.chatText': 'Our team answers every day, around the clock, in English and Filipino.',
  'service.chat': 'Chat with us',
  'service.vipChatText': 'Your personal VIP host handles deposits, withdrawals and rewards first.',
  'service.vipChat': 'Chat with your VIP host',
  'service.vipOnly': 'The VIP line is for VIP members. Deposit and play to reach VIP 1, and your own host will be here for you.',
  'service.deposit': 'Deposit',
  'service.vipLink': 'VIP service',
  'service.noChat': 'Live chat is not available right now. Write to us by email or send feedback, and we will reply.',
  'service.chatFailed': 'The chat could not be opened. Check your connection and try again.',
  'service.otherTitle': 'Other ways to reach us',
  'service.email': 'Email {email}',
  'service.feedback': 'Send feedback',
  'service.faq': 'Common questions',
  'service.loadFailed': 'The service lines could not be loaded.',
  'service.retry': 'Try again',
  'service.opensOutside': '(opens outside the app)',
  'service.help': 'If gambling stops being fun, call the PAGCOR helpline or talk to us about setting a limit.',
};

export default serviceEn;
