import type { LocalizedText } from '../types.ts';

/** The TSE's 33 industry sectors (東証業種別分類, in its code order), with the English names JPX uses. */
export const TSE_SECTORS = {
  fishery: { jp: '水産・農林業', cn: '水产·农林业', us: 'Fishery, Agriculture & Forestry' },
  mining: { jp: '鉱業', cn: '矿业', us: 'Mining' },
  construction: { jp: '建設業', cn: '建筑业', us: 'Construction' },
  foods: { jp: '食料品', cn: '食品', us: 'Foods' },
  textiles: { jp: '繊維製品', cn: '纺织品', us: 'Textiles & Apparels' },
  pulpPaper: { jp: 'パルプ・紙', cn: '纸浆·造纸', us: 'Pulp & Paper' },
  chemicals: { jp: '化学', cn: '化学', us: 'Chemicals' },
  pharmaceutical: { jp: '医薬品', cn: '医药品', us: 'Pharmaceutical' },
  oilCoal: { jp: '石油・石炭製品', cn: '石油·煤炭制品', us: 'Oil & Coal Products' },
  rubber: { jp: 'ゴム製品', cn: '橡胶制品', us: 'Rubber Products' },
  glassCeramics: { jp: 'ガラス・土石製品', cn: '玻璃·土石制品', us: 'Glass & Ceramics Products' },
  ironSteel: { jp: '鉄鋼', cn: '钢铁', us: 'Iron & Steel' },
  nonferrous: { jp: '非鉄金属', cn: '有色金属', us: 'Nonferrous Metals' },
  metalProducts: { jp: '金属製品', cn: '金属制品', us: 'Metal Products' },
  machinery: { jp: '機械', cn: '机械', us: 'Machinery' },
  electricAppliances: { jp: '電気機器', cn: '电气设备', us: 'Electric Appliances' },
  transportEquipment: { jp: '輸送用機器', cn: '运输设备', us: 'Transportation Equipment' },
  precision: { jp: '精密機器', cn: '精密仪器', us: 'Precision Instruments' },
  otherProducts: { jp: 'その他製品', cn: '其他制品', us: 'Other Products' },
  powerGas: { jp: '電気・ガス業', cn: '电力·燃气业', us: 'Electric Power & Gas' },
  landTransport: { jp: '陸運業', cn: '陆运业', us: 'Land Transportation' },
  marineTransport: { jp: '海運業', cn: '海运业', us: 'Marine Transportation' },
  airTransport: { jp: '空運業', cn: '空运业', us: 'Air Transportation' },
  warehousing: { jp: '倉庫・運輸関連業', cn: '仓储·运输相关业', us: 'Warehousing & Harbor Transportation Services' },
  infoComm: { jp: '情報・通信業', cn: '信息·通信业', us: 'Information & Communication' },
  wholesale: { jp: '卸売業', cn: '批发业', us: 'Wholesale Trade' },
  retail: { jp: '小売業', cn: '零售业', us: 'Retail Trade' },
  banks: { jp: '銀行業', cn: '银行业', us: 'Banks' },
  securities: { jp: '証券、商品先物取引業', cn: '证券·商品期货业', us: 'Securities & Commodity Futures' },
  insurance: { jp: '保険業', cn: '保险业', us: 'Insurance' },
  otherFinancing: { jp: 'その他金融業', cn: '其他金融业', us: 'Other Financing Business' },
  realEstate: { jp: '不動産業', cn: '房地产业', us: 'Real Estate' },
  services: { jp: 'サービス業', cn: '服务业', us: 'Services' },
} as const satisfies Record<string, LocalizedText>;

export type TseSector = keyof typeof TSE_SECTORS;

/** GICS-like industry groups for the US and China. */
export const INDUSTRY_GROUPS = {
  semiconductors: { jp: '半導体', cn: '半导体', us: 'Semiconductors' },
  software: { jp: 'ソフトウェア・サービス', cn: '软件与服务', us: 'Software & Services' },
  hardware: { jp: 'テクノロジー・ハードウェア', cn: '技术硬件与设备', us: 'Technology Hardware & Equipment' },
  media: { jp: 'メディア・娯楽', cn: '媒体与娱乐', us: 'Media & Entertainment' },
  telecom: { jp: '電気通信サービス', cn: '电信服务', us: 'Telecommunication Services' },
  autos: { jp: '自動車・自動車部品', cn: '汽车与汽车零部件', us: 'Automobiles & Components' },
  retail: { jp: '一般消費財小売', cn: '非必需消费品零售', us: 'Consumer Discretionary Distribution & Retail' },
  consumerServices: { jp: '消費者サービス', cn: '消费者服务', us: 'Consumer Services' },
  durables: { jp: '耐久消費財・アパレル', cn: '耐用消费品与服装', us: 'Consumer Durables & Apparel' },
  staplesRetail: { jp: '生活必需品小売', cn: '日常消费品零售', us: 'Consumer Staples Distribution & Retail' },
  foodBeverage: { jp: '食品・飲料・タバコ', cn: '食品、饮料与烟草', us: 'Food, Beverage & Tobacco' },
  household: { jp: '家庭用品・パーソナル用品', cn: '家庭与个人用品', us: 'Household & Personal Products' },
  pharma: {
    jp: '医薬品・バイオテクノロジー',
    cn: '制药、生物科技与生命科学',
    us: 'Pharmaceuticals, Biotechnology & Life Sciences',
  },
  healthCare: { jp: 'ヘルスケア機器・サービス', cn: '医疗保健设备与服务', us: 'Health Care Equipment & Services' },
  banks: { jp: '銀行', cn: '银行', us: 'Banks' },
  financialServices: { jp: '金融サービス', cn: '金融服务', us: 'Financial Services' },
  insurance: { jp: '保険', cn: '保险', us: 'Insurance' },
  energy: { jp: 'エネルギー', cn: '能源', us: 'Energy' },
  materials: { jp: '素材', cn: '原材料', us: 'Materials' },
  capitalGoods: { jp: '資本財', cn: '资本品', us: 'Capital Goods' },
  transportation: { jp: '運輸', cn: '运输', us: 'Transportation' },
  utilities: { jp: '公益事業', cn: '公用事业', us: 'Utilities' },
  realEstate: { jp: '不動産管理・開発', cn: '房地产管理和开发', us: 'Real Estate Management & Development' },
} as const satisfies Record<string, LocalizedText>;

export type IndustryGroup = keyof typeof INDUSTRY_GROUPS;
