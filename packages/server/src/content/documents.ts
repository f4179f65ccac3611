import { ApiError } from '../http/errors.ts';
import type { LocalizedText } from '../http/lists.ts';

export type DocumentName = 'about' | 'privacy' | 'protocol';

interface LegalDocument {
  name: DocumentName;
  version: string;
  updatedAt: string;
  title: LocalizedText;
  body: LocalizedText;
}

const VERSION = '2026.11';
const UPDATED_AT = '2026-11-01T00:00:00+09:00';

/** Short, plain texts for what Kabuto is: a broker simulator with paper money (PRODUCT.md). */
const DOCUMENTS: Record<DocumentName, Omit<LegalDocument, 'name' | 'version' | 'updatedAt'>> = {
  about: {
    title: { jp: 'Kabutoについて', cn: '关于Kabuto', us: 'About Kabuto' },
    body: {
      jp: [
        '## Kabutoとは',
        'Kabutoは日本・米国・中国の株式を学び、試すための**証券取引シミュレーター**です。',
        '',
        '## シミュレーターであること',
        '- 価格はシミュレーションであり、実際の市場価格ではありません。',
        '- 口座の資金はすべて**仮想のお金**です。実際のお金の入出金は行われません。',
        '- Kabutoは金融商品取引業者ではなく、投資助言も行いません。',
        '',
        '## 公正な仕組み',
        '新規公開株の抽選は検証可能な方法で行い、手数料・金利・リベート率はすべて事前に開示します。',
        '出金のために手数料や税金の支払いを求めることはありません。',
      ].join('\n'),
      cn: [
        '## 什么是Kabuto',
        'Kabuto是一个用于学习和练习日本、美国和中国股票交易的**证券交易模拟器**。',
        '',
        '## 这是模拟器',
        '- 行情为模拟价格，并非真实市场价格。',
        '- 账户中的资金全部是**虚拟资金**，不会发生真实资金的出入金。',
        '- Kabuto不是持牌证券公司，也不提供投资建议。',
        '',
        '## 公平的规则',
        '新股抽签可被任何人验证；手续费、利率和返佣比例均事先公开。',
        '我们绝不会要求您为出金支付任何手续费或税费。',
      ].join('\n'),
      us: [
        '## What Kabuto is',
        'Kabuto is a **broker simulator** for learning and practising trading in Japanese, US and Chinese stocks.',
        '',
        '## It is a simulator',
        '- Prices are simulated, not real market prices.',
        '- All money in your account is **paper money**. No real money is ever deposited or withdrawn.',
        '- Kabuto is not a licensed broker and gives no investment advice.',
        '',
        '## Fair rules',
        'IPO lotteries can be verified by anyone, and every fee, interest rate and rebate ratio is disclosed up front.',
        'We never ask you to pay a fee or tax to withdraw.',
      ].join('\n'),
    },
  },
  privacy: {
    title: { jp: 'プライバシーポリシー', cn: '隐私政策', us: 'Privacy policy' },
    body: {
      jp: [
        '## 取得する情報',
        '電話番号（アカウント）、パスワードのハッシュ値、言語設定、ご本人確認で提出された情報、ログイン時のIPアドレスと端末情報、シミュレーター内の取引記録。',
        '',
        '## 利用目的',
        'サービスの提供、不正利用の防止、お問い合わせへの対応のためにのみ利用します。広告目的で第三者に提供することはありません。',
        '',
        '## 保管と安全管理',
        'パスワードは復元できない形（argon2id）で保存し、ログイン用トークンもハッシュ値のみを保存します。ご本人確認書類はご本人と担当者のみが閲覧できます。',
        '',
        '## お問い合わせ',
        '情報の開示・訂正・削除のご依頼はサポートまでご連絡ください。',
      ].join('\n'),
      cn: [
        '## 我们收集的信息',
        '手机号（账户）、密码的哈希值、语言设置、实名认证时提交的信息、登录时的IP地址和设备信息、模拟器内的交易记录。',
        '',
        '## 使用目的',
        '仅用于提供服务、防止不正当使用和回复咨询。绝不会为广告目的提供给第三方。',
        '',
        '## 保存与安全',
        '密码以不可还原的形式（argon2id）保存，登录令牌也只保存其哈希值。身份证件仅本人和审核人员可查看。',
        '',
        '## 联系我们',
        '如需查询、更正或删除您的信息，请联系客服。',
      ].join('\n'),
      us: [
        '## What we collect',
        'Your phone number (your account), a hash of your password, your language, what you submit for identity verification, the IP address and device of each sign-in, and your records in the simulator.',
        '',
        '## Why',
        'Only to run the service, prevent abuse and answer your questions. We never give it to third parties for advertising.',
        '',
        '## How we keep it',
        'Passwords are stored in a form that cannot be reversed (argon2id), and sign-in tokens only as hashes. Identity documents are visible only to you and the staff who review them.',
        '',
        '## Contact',
        'To see, correct or delete your information, contact support.',
      ].join('\n'),
    },
  },
  protocol: {
    title: { jp: '利用規約', cn: '用户协议', us: 'User agreement' },
    body: {
      jp: [
        '## 第1条（適用）',
        '本規約は、証券取引シミュレーター「Kabuto」の利用に適用されます。',
        '',
        '## 第2条（仮想資金）',
        '口座の残高・損益はすべて仮想のものであり、現金や他の財産と交換することはできません。',
        '',
        '## 第3条（アカウント）',
        'アカウントはご本人のみが利用できます。パスワードと資金パスワードは他人に教えないでください。',
        '',
        '## 第4条（禁止事項）',
        '不正アクセス、他人へのなりすまし、サービスの運営を妨げる行為を禁止します。違反した場合、アカウントの利用を制限することがあります。制限した場合は理由をメッセージでお知らせします。',
        '',
        '## 第5条（免責）',
        'シミュレーターの結果は将来の実際の投資成果を保証するものではありません。',
      ].join('\n'),
      cn: [
        '## 第一条（适用）',
        '本协议适用于证券交易模拟器“Kabuto”的使用。',
        '',
        '## 第二条（虚拟资金）',
        '账户余额和盈亏均为虚拟，不能兑换为现金或其他财产。',
        '',
        '## 第三条（账户）',
        '账户仅限本人使用。请勿将登录密码和资金密码告诉他人。',
        '',
        '## 第四条（禁止事项）',
        '禁止非法访问、冒充他人以及妨碍服务运营的行为。如有违反，我们可能限制账户的使用，并通过站内消息告知原因。',
        '',
        '## 第五条（免责）',
        '模拟器的结果不代表未来真实投资的收益。',
      ].join('\n'),
      us: [
        '## Article 1 (Scope)',
        'This agreement applies to your use of Kabuto, a broker simulator.',
        '',
        '## Article 2 (Paper money)',
        'All balances, profits and losses in your account are simulated and cannot be exchanged for cash or anything else of value.',
        '',
        '## Article 3 (Your account)',
        'Only you may use your account. Never tell anyone your login password or fund password.',
        '',
        '## Article 4 (What is not allowed)',
        'Unauthorised access, impersonating others and disrupting the service are not allowed. If you break these rules we may restrict your account, and a message will tell you why.',
        '',
        '## Article 5 (No guarantee)',
        'Results in the simulator do not predict or guarantee the results of real investing.',
      ].join('\n'),
    },
  },
};

export function legalDocument(name: string): LegalDocument {
  if (!Object.hasOwn(DOCUMENTS, name)) throw new ApiError(404, 'not_found');
  const document = DOCUMENTS[name as DocumentName];
  return { name: name as DocumentName, version: VERSION, updatedAt: UPDATED_AT, ...document };
}
