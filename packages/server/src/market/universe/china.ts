import { listing, type ListingRow } from './listing.ts';
import { INDUSTRY_GROUPS as G } from './sectors.ts';

/**
 * Shanghai and Shenzhen A-shares: main boards, the STAR Market (688xxx) and ChiNext (300xxx). Chinese names are
 * the exchanges' short names (证券简称); share counts are the company's total (A and H), as 总市值 uses them.
 * ST status is set by exchange notice and changes: `specialTreatment` is data to keep current, like the name
 * (which carries the ST prefix while it applies).
 */
// prettier-ignore
export const CHINA_LISTINGS: readonly ListingRow[] = [
  // Shanghai main board
  listing('600519', 'sse_main', ['貴州茅台酒', '贵州茅台', 'Kweichow Moutai'], G.foodBeverage, '1450.00', '1252270215', '25'),
  listing('601318', 'sse_main', ['中国平安保険', '中国平安', 'Ping An Insurance'], G.insurance, '58.00', '18210000000', '28'),
  listing('600036', 'sse_main', ['招商銀行', '招商银行', 'China Merchants Bank'], G.banks, '42.50', '25220000000', '22'),
  listing('601398', 'sse_main', ['中国工商銀行', '工商银行', 'Industrial and Commercial Bank of China'], G.banks, '7.80', '356410000000', '18'),
  listing('601288', 'sse_main', ['中国農業銀行', '农业银行', 'Agricultural Bank of China'], G.banks, '6.50', '349980000000', '20'),
  listing('601988', 'sse_main', ['中国銀行', '中国银行', 'Bank of China'], G.banks, '5.50', '294390000000', '18'),
  listing('601857', 'sse_main', ['ペトロチャイナ', '中国石油', 'PetroChina'], G.energy, '9.20', '183020000000', '22'),
  listing('600028', 'sse_main', ['シノペック（中国石油化工）', '中国石化', 'Sinopec'], G.energy, '6.20', '121070000000', '20'),
  listing('600900', 'sse_main', ['長江電力', '长江电力', 'China Yangtze Power'], G.utilities, '28.50', '24470000000', '16'),
  listing('601012', 'sse_main', ['隆基緑能科技', '隆基绿能', 'LONGi Green Energy Technology'], G.semiconductors, '19.50', '7578000000', '45'),
  listing('600276', 'sse_main', ['江蘇恒瑞医薬', '恒瑞医药', 'Jiangsu Hengrui Pharmaceuticals'], G.pharma, '62.00', '6640000000', '32'),
  listing('600030', 'sse_main', ['中信証券', '中信证券', 'CITIC Securities'], G.financialServices, '28.00', '14820000000', '30'),
  listing('601166', 'sse_main', ['興業銀行', '兴业银行', 'Industrial Bank'], G.banks, '21.00', '21160000000', '22'),
  listing('600887', 'sse_main', ['内蒙古伊利実業集団', '伊利股份', 'Inner Mongolia Yili Industrial Group'], G.foodBeverage, '28.00', '6330000000', '22'),
  listing('601888', 'sse_main', ['中国中免', '中国中免', 'China Tourism Group Duty Free'], G.retail, '70.00', '2069000000', '38'),
  listing('600309', 'sse_main', ['万華化学', '万华化学', 'Wanhua Chemical Group'], G.materials, '65.00', '3130000000', '30'),
  listing('601899', 'sse_main', ['紫金鉱業', '紫金矿业', 'Zijin Mining Group'], G.materials, '30.00', '26580000000', '35'),
  listing('600104', 'sse_main', ['上海汽車集団', '上汽集团', 'SAIC Motor'], G.autos, '17.00', '11580000000', '26'),
  listing('601628', 'sse_main', ['中国人寿保険', '中国人寿', 'China Life Insurance'], G.insurance, '42.00', '28265000000', '32'),
  listing('603259', 'sse_main', ['ウーシー・アップテック（薬明康徳）', '药明康德', 'WuXi AppTec'], G.pharma, '95.00', '2985000000', '40'),
  listing('601138', 'sse_main', ['フォックスコン・インダストリアル・インターネット', '工业富联', 'Foxconn Industrial Internet'], G.hardware, '60.00', '19860000000', '50'),
  // Shenzhen main board
  listing('000858', 'szse_main', ['五糧液', '五粮液', 'Wuliangye Yibin'], G.foodBeverage, '120.00', '3882000000', '28'),
  listing('000333', 'szse_main', ['美的集団', '美的集团', 'Midea Group'], G.durables, '75.00', '7680000000', '26'),
  listing('000651', 'szse_main', ['格力電器', '格力电器', 'Gree Electric Appliances'], G.durables, '40.00', '5590000000', '24'),
  listing('002594', 'szse_main', ['BYD（比亜迪）', '比亚迪', 'BYD'], G.autos, '100.00', '9117000000', '38'),
  listing('000001', 'szse_main', ['平安銀行', '平安银行', 'Ping An Bank'], G.banks, '11.50', '19406000000', '22'),
  listing('002415', 'szse_main', ['ハイクビジョン（海康威視）', '海康威视', 'Hikvision'], G.hardware, '30.00', '9230000000', '30'),
  listing('000725', 'szse_main', ['BOE（京東方科技集団）', '京东方A', 'BOE Technology Group'], G.hardware, '4.20', '37450000000', '30'),
  listing('002475', 'szse_main', ['ラックスシェア（立訊精密工業）', '立讯精密', 'Luxshare Precision Industry'], G.hardware, '58.00', '7280000000', '40'),
  listing('000002', 'szse_main', ['万科企業', '万科A', 'China Vanke'], G.realEstate, '5.00', '11930000000', '45'),
  listing('000656', 'szse_main', ['金科地産集団（*ST）', '*ST金科', 'Jinke Property Group (*ST)'], G.realEstate, '1.85', '10680000000', '60', { specialTreatment: true }),
  // ChiNext
  listing('300750', 'chinext', ['CATL（寧徳時代）', '宁德时代', 'Contemporary Amperex Technology (CATL)'], G.capitalGoods, '380.00', '4560000000', '38'),
  listing('300059', 'chinext', ['東方財富信息', '东方财富', 'East Money Information'], G.financialServices, '26.00', '15800000000', '45'),
  listing('300760', 'chinext', ['マインドレイ（邁瑞医療）', '迈瑞医疗', 'Shenzhen Mindray Bio-Medical Electronics'], G.healthCare, '220.00', '1212000000', '28'),
  listing('300015', 'chinext', ['愛爾眼科医院集団', '爱尔眼科', 'Aier Eye Hospital Group'], G.healthCare, '12.50', '9330000000', '35'),
  listing('300124', 'chinext', ['イノバンス（匯川技術）', '汇川技术', 'Shenzhen Inovance Technology'], G.capitalGoods, '75.00', '2700000000', '35'),
  listing('300274', 'chinext', ['サングロウ（陽光電源）', '阳光电源', 'Sungrow Power Supply'], G.capitalGoods, '180.00', '2073000000', '50'),
  // STAR Market
  listing('688981', 'star', ['中芯国際', '中芯国际', 'SMIC'], G.semiconductors, '115.00', '7990000000', '55'),
  listing('688111', 'star', ['キングソフト・オフィス（金山辦公）', '金山办公', 'Beijing Kingsoft Office Software'], G.software, '320.00', '463000000', '45'),
  listing('688041', 'star', ['海光信息技術', '海光信息', 'Hygon Information Technology'], G.semiconductors, '230.00', '2324000000', '60'),
  listing('688256', 'star', ['カンブリコン（寒武紀）', '寒武纪', 'Cambricon Technologies'], G.semiconductors, '1300.00', '418000000', '75'),
  listing('688012', 'star', ['AMEC（中微半導体設備）', '中微公司', 'Advanced Micro-Fabrication Equipment (AMEC)'], G.semiconductors, '280.00', '626000000', '50'),
  listing('688599', 'star', ['トリナ・ソーラー（天合光能）', '天合光能', 'Trina Solar'], G.semiconductors, '20.00', '2180000000', '50'),
];
