// App-owned strings of the mine routes in cn.
export const mineCn: Record<string, string> = {
  'app.validation.passwordUnchanged': '请输入与当前密码不同的密码',
  'app.validation.fundPasswordSameAsLogin': '资金密码不能与登录密码相同',
  'app.validation.wholePoints': '请用半角数字输入积分',
  'app.validation.redeemMin': '未达到可兑换的积分',
  'app.validation.redeemStep': '请按规定的单位输入',
  'app.validation.redeemOverBalance': '超过了您的积分余额',
  'app.validation.date': '请输入正确的日期',
  'app.validation.dateRangeOrder': '开始日期不能晚于结束日期',
  'app.validation.dateRangeTooLong': '期间不能超过366天',
  'app.mine.checkedIn': '签到成功（+{points} 积分）',
  'app.mine.redeemed': '已将 {points} 积分兑换为 {amount}',
  'app.mine.agentApplied': '已收到您的代理申请，结果将通过消息通知您。',
  'app.mine.copyFailed': '复制失败，请长按邀请码进行复制。',
  'app.mine.markedRead': '已全部标为已读',
  'app.mine.passwordChanged': '登录密码已修改，请使用新密码登录。',
};
