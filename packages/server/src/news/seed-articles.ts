import type { NewArticle } from './news.ts';

/**
 * The demo's news: the broker's notices about the simulator and how to stay safe, and plain explanations of the
 * markets' rules. None of it is real market news, and none of it promises a return. Newest first; the seed spaces
 * them a few hours apart before the moment it runs.
 */
export const SEED_ARTICLES: readonly NewArticle[] = [
  {
    market: 'jpy',
    category: 'notice',
    title: {
      jp: 'このアプリの相場はシミュレーションです',
      cn: '本应用的行情为模拟行情',
      us: 'Prices in this app are simulated',
    },
    summary: {
      jp: '表示される株価・指数はシミュレーターが生成したもので、実際の市場の値ではありません。口座の資金も練習用で、実際のお金は動きません。',
      cn: '显示的股价和指数由模拟器生成，并非真实市场数据。账户资金仅用于练习，不涉及真实资金。',
      us: 'Stock prices and index levels shown here come from a simulator, not a real exchange. Account money is paper money: no real money moves.',
    },
    body: {
      jp: '表示される株価・指数はシミュレーターが生成したもので、実際の市場の値ではありません。口座の資金も練習用で、実際のお金は動きません。\n\n銘柄名と銘柄コードは実在のものを使っていますが、価格の動きはその会社の業績や実際の相場とは関係がありません。シミュレーター上の損益から実際の投資成果を予想することはできません。\n\n画面上部の「シミュレーション」の表示は、この状態であることを常にお知らせするためのものです。',
      cn: '显示的股价和指数由模拟器生成，并非真实市场数据。账户资金仅用于练习，不涉及真实资金。\n\n股票名称和代码取自真实上市公司，但价格变动与公司业绩及真实行情无关。模拟器中的盈亏不能用来预测真实投资结果。\n\n页面顶部的“模拟”标识会一直提醒您当前处于模拟状态。',
      us: 'Stock prices and index levels shown here come from a simulator, not a real exchange. Account money is paper money: no real money moves.\n\nThe names and codes are those of real listed companies, but the prices move without regard to the companies’ results or the real market. Gains and losses in the simulator say nothing about what real investing would return.\n\nThe “Simulated” marker at the top of every screen is there to remind you of this at all times.',
    },
  },
  {
    market: 'jpy',
    category: 'notice',
    title: {
      jp: '詐欺にご注意ください：当社スタッフが求めないこと',
      cn: '谨防诈骗：我们的工作人员绝不会要求您做的事',
      us: 'Beware of scams: what our staff will never ask',
    },
    summary: {
      jp: '当社スタッフが、チャットアプリへの移動、出金のための手数料や「税金」の支払い、個人名義の口座への入金を求めることは決してありません。',
      cn: '我们的工作人员绝不会要求您转到聊天应用、为提现支付手续费或“税费”，或向个人账户汇款。',
      us: 'Our staff will never ask you to move to a chat app, to pay a fee or “tax” to withdraw, or to send money to a personal account.',
    },
    body: {
      jp: '当社スタッフが、チャットアプリへの移動、出金のための手数料や「税金」の支払い、個人名義の口座への入金を求めることは決してありません。\n\n入金先は、お客様ごとに用意された当社名義の専用口座だけです。出金はご本人名義の銀行口座にのみ行われ、信用スコアや追加の支払いで出金が「解除」されることはありません。\n\n「必ず儲かる」「元本保証」などの勧誘を受けたら、取引を止めてアプリ内のサポートにご相談ください。',
      cn: '我们的工作人员绝不会要求您转到聊天应用、为提现支付手续费或“税费”，或向个人账户汇款。\n\n入金账户只有以本公司名义为您开设的专用账户。提现只会转入您本人名下的银行账户，任何信用分或额外付款都不能“解锁”提现。\n\n如有人向您承诺“稳赚不赔”“保本保息”，请停止交易，并通过应用内的客服联系我们。',
      us: 'Our staff will never ask you to move to a chat app, to pay a fee or “tax” to withdraw, or to send money to a personal account.\n\nThe only place to deposit is the dedicated account in the firm’s name set up for you. Withdrawals go only to a bank account in your own name, and no credit score or extra payment ever “unlocks” a withdrawal.\n\nIf anyone promises you a sure profit or a guaranteed return, stop and contact support from inside the app.',
    },
  },
  {
    market: 'jpy',
    category: 'notice',
    title: {
      jp: 'シミュレーターの価格はどう動くのか',
      cn: '模拟器的价格如何变动',
      us: 'How the simulator moves prices',
    },
    summary: {
      jp: '価格は乱数によるランダムウォークで動き、呼値と値幅制限を守ります。将来の値動きを示すものではありません。',
      cn: '价格按随机游走变动，并遵守最小报价单位和涨跌幅限制。它并不预示未来走势。',
      us: 'Prices follow a random walk on valid ticks and within the daily limits. They say nothing about future prices.',
    },
    body: {
      jp: '価格は乱数によるランダムウォークで動き、呼値と値幅制限を守ります。将来の値動きを示すものではありません。\n\n銘柄ごとに変動の大きさが設定され、ときどき大きく跳ねることもあります。指数は構成銘柄の動きに合わせて計算されます。\n\n同じ設定からは同じ値動きが再現されるため、テストやデモで結果を確かめることができます。',
      cn: '价格按随机游走变动，并遵守最小报价单位和涨跌幅限制。它并不预示未来走势。\n\n每只股票有各自的波动幅度，偶尔也会出现较大跳动。指数根据成分股的变动计算。\n\n相同的设置会产生相同的价格序列，因此测试和演示的结果可以复现。',
      us: 'Prices follow a random walk on valid ticks and within the daily limits. They say nothing about future prices.\n\nEach stock has its own volatility, with an occasional jump. Indices are computed from their members’ moves.\n\nThe same settings always produce the same prices, so tests and demos can be repeated exactly.',
    },
  },
  {
    market: 'jpy',
    category: 'market',
    title: {
      jp: '東証の取引時間とクロージング・オークション',
      cn: '东京证券交易所的交易时间与收盘竞价',
      us: 'Tokyo Stock Exchange hours and the closing auction',
    },
    summary: {
      jp: '東証の立会時間は前場9:00〜11:30、後場12:30〜15:30です。15:25〜15:30は注文を受け付けますが約定せず、15:30に終値が一本で決まります。',
      cn: '东证的交易时间为上午9:00至11:30、下午12:30至15:30。15:25至15:30接受委托但不成交，15:30以单一价格确定收盘价。',
      us: 'The TSE trades 9:00–11:30 and 12:30–15:30. From 15:25 to 15:30 orders are accepted but nothing matches; one closing price is set at 15:30.',
    },
    body: {
      jp: '東証の立会時間は前場9:00〜11:30、後場12:30〜15:30です（2024年11月5日から）。11:30〜12:30は昼休みで、売買は成立しません。\n\n15:25〜15:30はクロージング・オークションの時間です。注文は受け付けますが約定せず、15:30に終値が一本の価格で決まります。この間に表示される価格はまだ確定していません。\n\n土日と取引所の休業日は取引がありません。',
      cn: '东证的交易时间为上午9:00至11:30、下午12:30至15:30（自2024年11月5日起）。11:30至12:30为午休，不会成交。\n\n15:25至15:30为收盘竞价时段：接受委托但不成交，15:30以单一价格确定收盘价。此时段内显示的价格尚未最终确定。\n\n周末及交易所休市日不进行交易。',
      us: 'The TSE trades in a morning session from 9:00 to 11:30 and an afternoon session from 12:30 to 15:30 (since 5 November 2024). Nothing trades over the 11:30–12:30 lunch break.\n\n15:25 to 15:30 is the closing auction: orders are accepted but nothing matches, and one closing price is set at 15:30. A price shown during the auction is not final yet.\n\nThere is no trading on weekends and exchange holidays.',
    },
  },
  {
    market: 'jpy',
    category: 'market',
    title: {
      jp: '日本株の売買単位は100株',
      cn: '日本股票的交易单位为100股',
      us: 'Japanese stocks trade in units of 100 shares',
    },
    summary: {
      jp: '国内株式の売買単位は2018年10月から全銘柄100株です。注文数量は100株単位で指定します。',
      cn: '自2018年10月起，所有日本国内股票的交易单位均为100股，委托数量须为100股的整数倍。',
      us: 'Since October 2018 every domestic Japanese stock trades in units of 100 shares; order quantities are multiples of 100.',
    },
    body: {
      jp: '国内株式の売買単位は2018年10月から全銘柄100株です。注文数量は100株単位で指定します。\n\nたとえば株価が3,000円の銘柄を1単位買うには、300,000円に手数料を加えた金額が必要です。\n\n注文画面の数量欄は株数を表し、100株ずつ増減します。',
      cn: '自2018年10月起，所有日本国内股票的交易单位均为100股，委托数量须为100股的整数倍。\n\n例如，买入一单位股价为3,000日元的股票，需要300,000日元再加上手续费。\n\n委托页面的数量栏以股数表示，每次增减100股。',
      us: 'Since October 2018 every domestic Japanese stock trades in units of 100 shares; order quantities are multiples of 100.\n\nBuying one unit of a stock priced at ¥3,000, for example, takes ¥300,000 plus fees.\n\nThe quantity field on the order screen counts shares and moves in steps of 100.',
    },
  },
  {
    market: 'jpy',
    category: 'market',
    title: {
      jp: '値幅制限（ストップ高・ストップ安）とは',
      cn: '什么是涨跌停限制',
      us: 'Daily price limits: limit up and limit down',
    },
    summary: {
      jp: '東証では前日終値を基準に1日の値動きの上限と下限が決まっています。上限に達した状態をストップ高、下限をストップ安と呼びます。',
      cn: '东证以前一交易日收盘价为基准，规定当日价格波动的上限和下限，分别称为涨停和跌停。',
      us: 'On the TSE each stock’s price may move only so far from the previous close in a day; the top of that band is limit up, the bottom limit down.',
    },
    body: {
      jp: '東証では前日終値を基準に1日の値動きの上限と下限が決まっています。上限に達した状態をストップ高、下限をストップ安と呼びます。\n\n幅は基準値段によって段階的に決まり、たとえば基準値段が1,000円以上1,500円未満なら上下300円です。\n\n銘柄の詳細画面には、その日の上限値段と下限値段が表示されます。',
      cn: '东证以前一交易日收盘价为基准，规定当日价格波动的上限和下限，分别称为涨停和跌停。\n\n波动幅度按基准价分档确定，例如基准价在1,000日元以上、不足1,500日元时，上下限为300日元。\n\n个股详情页会显示当日的涨停价和跌停价。',
      us: 'On the TSE each stock’s price may move only so far from the previous close in a day; the top of that band is limit up, the bottom limit down.\n\nThe width steps with the base price: a stock whose base is at least ¥1,000 and below ¥1,500 may move ¥300 either way, for example.\n\nA stock’s detail screen shows the day’s upper and lower limit prices.',
    },
  },
  {
    market: 'jpy',
    category: 'market',
    title: {
      jp: '呼値の単位：TOPIX500構成銘柄とそれ以外',
      cn: '最小报价单位：TOPIX500成分股与其他股票',
      us: 'Tick sizes: TOPIX500 members and the rest',
    },
    summary: {
      jp: '注文できる値段の刻み（呼値）は株価帯で決まり、TOPIX500構成銘柄はより細かい刻みを使います。',
      cn: '可委托价格的最小变动单位由价格区间决定，TOPIX500成分股使用更细的档位。',
      us: 'The steps a price may take (ticks) depend on the price band, and TOPIX500 members use finer steps than other stocks.',
    },
    body: {
      jp: '注文できる値段の刻み（呼値）は株価帯で決まり、TOPIX500構成銘柄はより細かい刻みを使います。\n\nたとえば株価1,000円以下では、TOPIX500構成銘柄は0.1円刻み、それ以外の銘柄は1円刻みです。\n\n呼値に合わない値段の注文は受け付けられません。注文画面は最寄りの有効な値段を案内します。',
      cn: '可委托价格的最小变动单位由价格区间决定，TOPIX500成分股使用更细的档位。\n\n例如股价在1,000日元以下时，TOPIX500成分股的单位为0.1日元，其他股票为1日元。\n\n不符合最小报价单位的委托价格不会被受理，委托页面会提示最接近的有效价格。',
      us: 'The steps a price may take (ticks) depend on the price band, and TOPIX500 members use finer steps than other stocks.\n\nAt ¥1,000 and below, for example, a TOPIX500 member moves in steps of ¥0.1 and other stocks in steps of ¥1.\n\nAn order at a price off the tick is refused; the order screen points to the nearest valid price.',
    },
  },
  {
    market: 'jpy',
    category: 'market',
    title: {
      jp: '受渡日：約定から2営業日後',
      cn: '交割日：成交后第2个交易日',
      us: 'Settlement: two business days after the trade',
    },
    summary: {
      jp: '日本株の受渡しは約定日から2営業日後（T+2）です。売却代金は受渡日に確定します。',
      cn: '日本股票在成交日后第2个交易日交割（T+2），卖出款项在交割日确定。',
      us: 'Japanese stocks settle two business days after the trade (T+2); sale proceeds become final on the settlement date.',
    },
    body: {
      jp: '日本株の受渡しは約定日から2営業日後（T+2）です（2019年7月16日から）。売却代金は受渡日に確定します。\n\n土日や休業日をはさむと、受渡日はその分後ろにずれます。\n\n取引履歴には約定日と受渡日の両方が表示されます。',
      cn: '日本股票在成交日后第2个交易日交割（T+2，自2019年7月16日起），卖出款项在交割日确定。\n\n如遇周末或休市日，交割日相应顺延。\n\n交易记录会同时显示成交日和交割日。',
      us: 'Japanese stocks settle two business days after the trade (T+2, since 16 July 2019); sale proceeds become final on the settlement date.\n\nWeekends and holidays in between push the settlement date back accordingly.\n\nThe trade history shows both the trade date and the settlement date.',
    },
  },
  {
    market: 'jpy',
    category: 'ipo',
    title: {
      jp: '新規公開株の抽選のしくみ',
      cn: '新股抽签的规则',
      us: 'How the new-share (IPO) lottery works',
    },
    summary: {
      jp: '申込みは1口座1回、当選確率は全口座で同じです。抽選前にシードのハッシュを公開し、抽選後にシードを公開するので、誰でも結果を検証できます。',
      cn: '每个账户限申购一次，所有账户中签概率相同。抽签前公布种子的哈希值，抽签后公布种子，任何人都可以验证结果。',
      us: 'One application per account, with equal odds for every account. The seed’s hash is published before the draw and the seed after it, so anyone can check the result.',
    },
    body: {
      jp: '申込みは1口座1回、当選確率は全口座で同じです。抽選前にシードのハッシュを公開し、抽選後にシードを公開するので、誰でも結果を検証できます。\n\n申込み時に購入代金を拘束し、落選した場合は全額を解放します。当選しても利益が保証されるわけではありません。\n\n流れは、ブックビルディング、抽選、割当て、上場の順です。',
      cn: '每个账户限申购一次，所有账户中签概率相同。抽签前公布种子的哈希值，抽签后公布种子，任何人都可以验证结果。\n\n申购时冻结认购款项，未中签则全额解冻。中签并不意味着一定获利。\n\n流程依次为：询价（簿记建档）、抽签、配售、上市。',
      us: 'One application per account, with equal odds for every account. The seed’s hash is published before the draw and the seed after it, so anyone can check the result.\n\nThe purchase amount is held when you apply and released in full if you are not drawn. Being drawn does not guarantee a profit.\n\nThe steps are book-building, the lottery, allotment and listing.',
    },
  },
  {
    market: 'usd',
    category: 'market',
    title: {
      jp: '米国株の取引時間と夏時間',
      cn: '美股交易时间与夏令时',
      us: 'US trading hours and daylight saving time',
    },
    summary: {
      jp: '米国市場の通常取引は東部時間9:30〜16:00です。日本時間では冬は23:30〜翌6:00、夏時間の期間は22:30〜翌5:00になります。',
      cn: '美国市场常规交易时间为美东时间9:30至16:00，即北京时间冬令时22:30至次日5:00，夏令时21:30至次日4:00。',
      us: 'The regular US session runs 9:30–16:00 Eastern time: 23:30–6:00 in Tokyo in winter and 22:30–5:00 while daylight saving time is in effect.',
    },
    body: {
      jp: '米国市場の通常取引は東部時間9:30〜16:00です。日本時間では冬は23:30〜翌6:00、夏時間の期間は22:30〜翌5:00になります。\n\n土日と米国の取引所の休業日は取引がありません。\n\n売買単位は1株です。1ドル以上の銘柄は0.01ドル刻み、1ドル未満は0.0001ドル刻みで値段が付きます。',
      cn: '美国市场常规交易时间为美东时间9:30至16:00，即北京时间冬令时22:30至次日5:00，夏令时21:30至次日4:00。\n\n周末及美国交易所休市日不进行交易。\n\n交易单位为1股。股价1美元及以上的股票以0.01美元为最小单位，低于1美元的以0.0001美元为最小单位。',
      us: 'The regular US session runs 9:30–16:00 Eastern time: 23:30–6:00 in Tokyo in winter and 22:30–5:00 while daylight saving time is in effect.\n\nThere is no trading on weekends and US exchange holidays.\n\nShares trade one at a time. Prices move in steps of $0.01 at $1 and above, and $0.0001 below $1.',
    },
  },
  {
    market: 'usd',
    category: 'market',
    title: {
      jp: '米国株：値幅制限なし、受渡しは翌営業日',
      cn: '美股：无涨跌幅限制，次一交易日交割',
      us: 'US stocks: no daily limits, settlement the next business day',
    },
    summary: {
      jp: '米国株には日本のような値幅制限がなく、1日で大きく動くことがあります。受渡しは約定の翌営業日（T+1）です。',
      cn: '美股没有日本那样的涨跌幅限制，单日可能大幅波动。交割在成交后的下一个交易日（T+1）。',
      us: 'US stocks have no daily price limits like Japan’s and can move a long way in a day. They settle the next business day (T+1).',
    },
    body: {
      jp: '米国株には日本のような値幅制限がなく、1日で大きく動くことがあります。受渡しは約定の翌営業日（T+1、2024年5月28日から）です。\n\n成行の買い注文は、板が薄いときに極端な値段で約定しないよう、直近値の5%の範囲に制限されます。\n\n価格の色は市場の慣習に従い、米国株では上昇が緑、下落が赤です。色だけでなく符号や矢印でも表示します。',
      cn: '美股没有日本那样的涨跌幅限制，单日可能大幅波动。交割在成交后的下一个交易日（T+1，自2024年5月28日起）。\n\n为避免在挂单稀少时以极端价格成交，市价买单限制在最新价的5%范围内。\n\n价格颜色遵循市场惯例：美股上涨为绿色、下跌为红色，同时配有正负号或箭头。',
      us: 'US stocks have no daily price limits like Japan’s and can move a long way in a day. They settle the next business day (T+1, since 28 May 2024).\n\nMarket buy orders are capped at 5% above the last price, so a thin book cannot fill them at an absurd price.\n\nPrice colours follow each market’s custom: for US stocks up is green and down is red, always with a sign or an arrow as well.',
    },
  },
  {
    market: 'cny',
    category: 'market',
    title: {
      jp: '中国A株の基本ルール',
      cn: 'A股基本交易规则',
      us: 'China A-shares: the basic rules',
    },
    summary: {
      jp: 'A株は9:30〜11:30と13:00〜15:00に取引され、当日買った株は翌営業日まで売れません（T+1）。値幅制限はメインボード±10%、STAR・ChiNext±20%、ST銘柄±5%です。',
      cn: 'A股交易时间为9:30至11:30和13:00至15:00，当日买入的股票须到下一交易日才能卖出（T+1）。涨跌幅限制：主板±10%，科创板和创业板±20%，ST股票±5%。',
      us: 'A-shares trade 9:30–11:30 and 13:00–15:00, and shares bought today cannot be sold until the next trading day (T+1). Daily limits: ±10% main board, ±20% STAR and ChiNext, ±5% ST stocks.',
    },
    body: {
      jp: 'A株は北京時間9:30〜11:30と13:00〜15:00に取引され（9:15〜9:25は寄付きの集合競争）、当日買った株は翌営業日まで売れません（T+1）。\n\n値幅制限はメインボード±10%、STAR・ChiNext±20%、ST銘柄±5%です。\n\n買いは100株単位（STARは200株以上、その後1株単位）で、端株の売却はできます。売却時には0.05%の印紙税がかかります。',
      cn: 'A股交易时间为北京时间9:30至11:30和13:00至15:00（9:15至9:25为开盘集合竞价），当日买入的股票须到下一交易日才能卖出（T+1）。\n\n涨跌幅限制：主板±10%，科创板和创业板±20%，ST股票±5%。\n\n买入以100股为单位（科创板至少200股，之后以1股递增），零股可以卖出。卖出时收取0.05%的印花税。',
      us: 'A-shares trade 9:30–11:30 and 13:00–15:00 Beijing time (with an opening call auction 9:15–9:25), and shares bought today cannot be sold until the next trading day (T+1).\n\nDaily limits are ±10% on the main board, ±20% on STAR and ChiNext, and ±5% for ST stocks.\n\nBuys are in lots of 100 shares (STAR: at least 200, then steps of 1); odd lots can be sold. Sales pay a 0.05% stamp duty.',
    },
  },
];
