// App-owned strings of the account-protection routes (passkeys, recovery codes, sign-in history, sessions) in cn.
export const securityCn: Record<string, string> = {
  'app.validation.passkeyName': '通行密钥名称请在40个字符以内',
  'app.validation.email': '请输入 name@example.jp 这样的邮箱地址',
  'app.validation.recoveryCode': '恢复码是 K7QM-2XRP-9VHT-4WCB 这样的16位字母和数字',
  'app.security.passkeyAdded': '已登记通行密钥',
  'app.security.passkeyRenamed': '已更改通行密钥名称',
  'app.security.passkeyRemoved': '已删除通行密钥',
  'app.security.emailSaved': '已保存通知邮箱',
  'app.security.emailCleared': '已停止邮件通知，通知仍会发送到应用内消息',
  'app.security.sessionEnded': '已让该设备退出登录',
  'app.security.otherSessionsEnded': '已让其他设备退出登录（{count}台）',
  'app.security.copyFailed': '无法复制。请长按选中后复制',
  'app.security.recoverySignedIn': '已使用恢复码登录。请登记新的通行密钥',
};
