// App-owned strings of the mine routes in jp.
export const mineJp: Record<string, string> = {
  'app.validation.passwordUnchanged': '現在とは異なるパスワードを入力してください',
  'app.validation.fundPasswordSameAsLogin': '資金パスワードはログインパスワードと別のものにしてください',
  'app.validation.wholePoints': 'ポイントは半角数字で入力してください',
  'app.validation.redeemMin': '交換できるポイントに届いていません',
  'app.validation.redeemStep': '決められた単位で入力してください',
  'app.validation.redeemOverBalance': '保有ポイントを超えています',
  'app.validation.date': '日付を正しく入力してください',
  'app.validation.dateRangeOrder': '開始日は終了日以前にしてください',
  'app.validation.dateRangeTooLong': '期間は366日以内にしてください',
  'app.mine.checkedIn': 'チェックインしました（+{points} pt）',
  'app.mine.redeemed': '{points} pt を {amount} に交換しました',
  'app.mine.agentApplied': 'エージェントの申込を受け付けました。結果はメッセージでお知らせします。',
  'app.mine.copyFailed': 'コピーできませんでした。招待コードを長押ししてコピーしてください。',
  'app.mine.markedRead': 'すべて既読にしました',
  'app.mine.passwordChanged': 'ログインパスワードを変更しました。新しいパスワードでログインしてください。',
};
