import { listing, type ListingRow } from './listing.ts';
import { INDUSTRY_GROUPS as G } from './sectors.ts';

/**
 * New York: NYSE and Nasdaq listings (where each company lists its common stock). Share counts cover every class
 * (Alphabet A+B+C, Berkshire in B-share equivalents), so price × shares is the company's market value.
 */
// prettier-ignore
export const US_LISTINGS: readonly ListingRow[] = [
  // Nasdaq
  listing('AAPL', 'nasdaq', ['アップル', '苹果', 'Apple'], G.hardware, '270.00', '14840000000', '25'),
  listing('MSFT', 'nasdaq', ['マイクロソフト', '微软', 'Microsoft'], G.software, '480.00', '7430000000', '24'),
  listing('NVDA', 'nasdaq', ['エヌビディア', '英伟达', 'NVIDIA'], G.semiconductors, '180.00', '24300000000', '50'),
  listing('AMZN', 'nasdaq', ['アマゾン・ドット・コム', '亚马逊', 'Amazon.com'], G.retail, '225.00', '10700000000', '32'),
  listing('GOOGL', 'nasdaq', ['アルファベット（クラスA）', '谷歌母公司Alphabet（A类股）', 'Alphabet Class A'], G.media, '280.00', '12070000000', '32'),
  listing('META', 'nasdaq', ['メタ・プラットフォームズ', 'Meta Platforms（脸书母公司）', 'Meta Platforms'], G.media, '640.00', '2520000000', '38'),
  listing('TSLA', 'nasdaq', ['テスラ', '特斯拉', 'Tesla'], G.autos, '420.00', '3320000000', '60'),
  listing('AVGO', 'nasdaq', ['ブロードコム', '博通', 'Broadcom'], G.semiconductors, '350.00', '4720000000', '45'),
  listing('COST', 'nasdaq', ['コストコ・ホールセール', '好市多', 'Costco Wholesale'], G.staplesRetail, '920.00', '443000000', '22'),
  listing('NFLX', 'nasdaq', ['ネットフリックス', '奈飞', 'Netflix'], G.media, '110.00', '4240000000', '35'),
  listing('AMD', 'nasdaq', ['アドバンスト・マイクロ・デバイセズ', '超威半导体', 'Advanced Micro Devices'], G.semiconductors, '230.00', '1620000000', '50'),
  listing('ADBE', 'nasdaq', ['アドビ', '奥多比', 'Adobe'], G.software, '340.00', '420000000', '32'),
  listing('PEP', 'nasdaq', ['ペプシコ', '百事公司', 'PepsiCo'], G.foodBeverage, '145.00', '1370000000', '20'),
  listing('CSCO', 'nasdaq', ['シスコシステムズ', '思科', 'Cisco Systems'], G.hardware, '72.00', '3950000000', '22'),
  listing('INTC', 'nasdaq', ['インテル', '英特尔', 'Intel'], G.semiconductors, '38.00', '4770000000', '50'),
  listing('QCOM', 'nasdaq', ['クアルコム', '高通', 'Qualcomm'], G.semiconductors, '170.00', '1080000000', '35'),
  listing('PYPL', 'nasdaq', ['ペイパル・ホールディングス', '贝宝', 'PayPal Holdings'], G.financialServices, '65.00', '960000000', '38'),
  listing('SBUX', 'nasdaq', ['スターバックス', '星巴克', 'Starbucks'], G.consumerServices, '85.00', '1140000000', '30'),
  listing('ABNB', 'nasdaq', ['エアビーアンドビー', '爱彼迎', 'Airbnb'], G.consumerServices, '125.00', '610000000', '38'),
  listing('PLTR', 'nasdaq', ['パランティア・テクノロジーズ', 'Palantir科技', 'Palantir Technologies'], G.software, '175.00', '2370000000', '65'),
  listing('MU', 'nasdaq', ['マイクロン・テクノロジー', '美光科技', 'Micron Technology'], G.semiconductors, '220.00', '1120000000', '50'),
  listing('AMAT', 'nasdaq', ['アプライド・マテリアルズ', '应用材料', 'Applied Materials'], G.semiconductors, '230.00', '795000000', '40'),
  // NYSE
  listing('JPM', 'nyse', ['JPモルガン・チェース', '摩根大通', 'JPMorgan Chase'], G.banks, '310.00', '2730000000', '24'),
  listing('V', 'nyse', ['ビザ', '维萨', 'Visa'], G.financialServices, '340.00', '1930000000', '20'),
  listing('JNJ', 'nyse', ['ジョンソン・エンド・ジョンソン', '强生', 'Johnson & Johnson'], G.pharma, '200.00', '2410000000', '16'),
  listing('PG', 'nyse', ['プロクター・アンド・ギャンブル', '宝洁', 'Procter & Gamble'], G.household, '150.00', '2340000000', '16'),
  listing('KO', 'nyse', ['コカ・コーラ', '可口可乐', 'Coca-Cola'], G.foodBeverage, '70.00', '4300000000', '15'),
  listing('DIS', 'nyse', ['ウォルト・ディズニー', '华特迪士尼', 'Walt Disney'], G.media, '112.00', '1800000000', '28'),
  listing('BAC', 'nyse', ['バンク・オブ・アメリカ', '美国银行', 'Bank of America'], G.banks, '52.00', '7400000000', '27'),
  listing('XOM', 'nyse', ['エクソンモービル', '埃克森美孚', 'Exxon Mobil'], G.energy, '115.00', '4260000000', '24'),
  listing('CVX', 'nyse', ['シェブロン', '雪佛龙', 'Chevron'], G.energy, '150.00', '2000000000', '24'),
  listing('MA', 'nyse', ['マスターカード', '万事达', 'Mastercard'], G.financialServices, '560.00', '904000000', '22'),
  listing('HD', 'nyse', ['ホーム・デポ', '家得宝', 'Home Depot'], G.retail, '360.00', '995000000', '22'),
  listing('MCD', 'nyse', ['マクドナルド', '麦当劳', "McDonald's"], G.consumerServices, '305.00', '714000000', '18'),
  listing('NKE', 'nyse', ['ナイキ', '耐克', 'Nike'], G.durables, '65.00', '1480000000', '35'),
  listing('IBM', 'nyse', ['IBM', 'IBM', 'IBM'], G.software, '300.00', '935000000', '26'),
  listing('GS', 'nyse', ['ゴールドマン・サックス', '高盛', 'Goldman Sachs'], G.financialServices, '800.00', '303000000', '30'),
  listing('CAT', 'nyse', ['キャタピラー', '卡特彼勒', 'Caterpillar'], G.capitalGoods, '560.00', '468000000', '30'),
  listing('BA', 'nyse', ['ボーイング', '波音', 'Boeing'], G.capitalGoods, '200.00', '756000000', '35'),
  listing('UNH', 'nyse', ['ユナイテッドヘルス・グループ', '联合健康', 'UnitedHealth Group'], G.healthCare, '330.00', '906000000', '38'),
  listing('LLY', 'nyse', ['イーライリリー', '礼来', 'Eli Lilly'], G.pharma, '1000.00', '947000000', '30'),
  listing('BRK.B', 'nyse', ['バークシャー・ハサウェイ（クラスB）', '伯克希尔·哈撒韦（B类股）', 'Berkshire Hathaway Class B'], G.financialServices, '500.00', '2160000000', '16'),
  listing('ORCL', 'nyse', ['オラクル', '甲骨文', 'Oracle'], G.software, '220.00', '2850000000', '45'),
  listing('CRM', 'nyse', ['セールスフォース', '赛富时', 'Salesforce'], G.software, '240.00', '950000000', '35'),
  listing('UBER', 'nyse', ['ウーバー・テクノロジーズ', '优步', 'Uber Technologies'], G.transportation, '95.00', '2080000000', '38'),
  listing('PFE', 'nyse', ['ファイザー', '辉瑞', 'Pfizer'], G.pharma, '25.00', '5690000000', '22'),
];
