import type { EmbeddedArticle, EmbeddedTerm } from './types';
import { article as caseAutopecasOee } from './articles/case-autopecas-oee-dez-semanas';
import { article as caseCaldeirariaAps } from './articles/case-caldeiraria-aps-prazo-de-entrega';
import { article as comoCalcularOee } from './articles/como-calcular-oee-na-pratica';
import { article as diagnosticoLeanDigital } from './articles/diagnostico-lean-digital-por-onde-comecar';
import { article as erpApsMes } from './articles/erp-aps-e-mes-quem-faz-o-que';
import { article as inteligenciaArtificial } from './articles/inteligencia-artificial-na-industria-o-que-ja-funciona';
import { article as iotChaoDeFabrica } from './articles/iot-no-chao-de-fabrica-por-onde-comecar';
import { article as kanbanEletronico } from './articles/kanban-eletronico-reposicao-de-materiais';
import { article as tendencias2027 } from './articles/lean-digital-tendencias-para-2027';
import { article as manutencaoPreditiva } from './articles/manutencao-preditiva-com-dados-de-sensores';
import { article as mapeamentoFluxoValor } from './articles/mapeamento-do-fluxo-de-valor-guia-pratico';
import { article as rastreabilidadeRfid } from './articles/rastreabilidade-rfid-linha-de-montagem';
import { article as rpaNaIndustria } from './articles/rpa-na-industria-processos-administrativos';
import { article as smedTrocaRapida } from './articles/smed-troca-rapida-de-ferramentas';
import { article as tmsCustoFrete } from './articles/tms-como-reduzir-custo-de-frete';
import { article as wmsPlanilha } from './articles/wms-quando-a-planilha-nao-da-mais-conta';

/**
 * Blog content bundled with the worker, used when no CMS is configured (CMS_API_URL unset).
 * One file per article under ./articles/; covers live in public/media/blog/ (16:10, 1600/800/400).
 */

/** The eight fixed categories, named in each language. */
export const EMBEDDED_CATEGORIES: EmbeddedTerm[] = [
  { slug: 'lean-manufacturing', names: { pt: 'Lean Manufacturing', en: 'Lean Manufacturing', es: 'Lean Manufacturing' } },
  { slug: 'industria-4-0', names: { pt: 'Indústria 4.0', en: 'Industry 4.0', es: 'Industria 4.0' } },
  { slug: 'transformacao-digital', names: { pt: 'Transformação Digital', en: 'Digital Transformation', es: 'Transformación Digital' } },
  { slug: 'automacao-industrial', names: { pt: 'Automação Industrial', en: 'Industrial Automation', es: 'Automatización Industrial' } },
  { slug: 'gestao-processos', names: { pt: 'Gestão de Processos', en: 'Process Management', es: 'Gestión de Procesos' } },
  { slug: 'tecnologia', names: { pt: 'Tecnologia', en: 'Technology', es: 'Tecnología' } },
  { slug: 'cases-sucesso', names: { pt: 'Cases de Sucesso', en: 'Success Stories', es: 'Casos de Éxito' } },
  { slug: 'tendencias', names: { pt: 'Tendências', en: 'Trends', es: 'Tendencias' } },
];

export const EMBEDDED_TAGS: EmbeddedTerm[] = [
  { slug: 'oee', names: { pt: 'OEE', en: 'OEE', es: 'OEE' } },
  { slug: 'kanban', names: { pt: 'Kanban', en: 'Kanban', es: 'Kanban' } },
  { slug: 'kaizen', names: { pt: 'Kaizen', en: 'Kaizen', es: 'Kaizen' } },
  { slug: 'smed', names: { pt: 'SMED', en: 'SMED', es: 'SMED' } },
  { slug: '5s', names: { pt: '5S', en: '5S', es: '5S' } },
  {
    slug: 'value-stream-mapping',
    names: { pt: 'Mapeamento do Fluxo de Valor', en: 'Value Stream Mapping', es: 'Mapeo del Flujo de Valor' },
  },
  { slug: 'lead-time', names: { pt: 'Lead Time', en: 'Lead Time', es: 'Lead Time' } },
  { slug: 'lean-office', names: { pt: 'Lean Office', en: 'Lean Office', es: 'Lean Office' } },
  { slug: 'indicadores', names: { pt: 'Indicadores', en: 'KPIs', es: 'Indicadores' } },
  { slug: 'roi', names: { pt: 'ROI', en: 'ROI', es: 'ROI' } },
  { slug: 'erp', names: { pt: 'ERP', en: 'ERP', es: 'ERP' } },
  { slug: 'aps', names: { pt: 'APS', en: 'APS', es: 'APS' } },
  { slug: 'mes', names: { pt: 'MES', en: 'MES', es: 'MES' } },
  { slug: 'wms', names: { pt: 'WMS', en: 'WMS', es: 'WMS' } },
  { slug: 'tms', names: { pt: 'TMS', en: 'TMS', es: 'TMS' } },
  { slug: 'rfid', names: { pt: 'RFID', en: 'RFID', es: 'RFID' } },
  { slug: 'rpa', names: { pt: 'RPA', en: 'RPA', es: 'RPA' } },
  {
    slug: 'inteligencia-artificial',
    names: { pt: 'Inteligência Artificial', en: 'Artificial Intelligence', es: 'Inteligencia Artificial' },
  },
  { slug: 'iot', names: { pt: 'IoT Industrial', en: 'Industrial IoT', es: 'IoT Industrial' } },
  { slug: 'manutencao-preditiva', names: { pt: 'Manutenção Preditiva', en: 'Predictive Maintenance', es: 'Mantenimiento Predictivo' } },
  { slug: 'rastreabilidade', names: { pt: 'Rastreabilidade', en: 'Traceability', es: 'Trazabilidad' } },
  { slug: 'integracao-de-sistemas', names: { pt: 'Integração de Sistemas', en: 'Systems Integration', es: 'Integración de Sistemas' } },
  { slug: 'gestao-de-estoques', names: { pt: 'Gestão de Estoques', en: 'Inventory Management', es: 'Gestión de Inventarios' } },
  { slug: 'logistica', names: { pt: 'Logística', en: 'Logistics', es: 'Logística' } },
];

/** Newest first. */
export const EMBEDDED_ARTICLES: EmbeddedArticle[] = [
  tendencias2027,
  diagnosticoLeanDigital,
  caseCaldeirariaAps,
  tmsCustoFrete,
  manutencaoPreditiva,
  inteligenciaArtificial,
  rastreabilidadeRfid,
  kanbanEletronico,
  caseAutopecasOee,
  smedTrocaRapida,
  rpaNaIndustria,
  erpApsMes,
  wmsPlanilha,
  iotChaoDeFabrica,
  comoCalcularOee,
  mapeamentoFluxoValor,
];
