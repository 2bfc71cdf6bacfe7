import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'lean-digital-tendencias-para-2027',
  category: 'tendencias',
  tags: ['inteligencia-artificial', 'iot', 'integracao-de-sistemas', 'rastreabilidade'],
  publishedAt: '2026-11-10T09:00:00.000Z',
  author: 'Ricardo Menezes',
  cover: coverFor('lean-digital-tendencias-para-2027'),
  translations: {
    pt: {
      title: 'Lean Digital em 2027: seis tendências que a indústria não pode ignorar',
      metaTitle: 'Lean Digital em 2027: seis tendências para a indústria',
      excerpt:
        'IA no chão de fábrica, dados de carbono por peça, reforma tributária e falta de mão de obra: o que deve entrar no planejamento industrial de 2027.',
      coverAlt:
        'Horizonte com sol âmbar sobre um piso em grade em perspectiva, silhuetas de blocos no horizonte e divisas brancas apontando para frente.',
      content: `O fim do ano é o momento em que as diretorias industriais fecham orçamento e prioridades. Olhando para os projetos que conduzimos em 2026 e para as conversas com dezenas de fábricas, selecionamos seis movimentos que devem pesar nas decisões de 2027.

## 1. IA como assistente, não como piloto automático

A aplicação que mais cresce não é o robô autônomo, e sim o assistente: modelos que resumem o turno, sugerem causas prováveis de uma parada a partir do histórico e respondem dúvidas sobre procedimentos. O valor depende de dados organizados e de processos padronizados, o que reforça, e não substitui, a base lean.

## 2. Dados de carbono e energia por peça

Clientes exportadores e montadoras passam a pedir a pegada de carbono por produto, pressionados por regras como o mecanismo europeu de ajuste de carbono na fronteira. Medir energia por máquina e por ordem, algo que a IoT industrial já faz a custo baixo, deixa de ser "projeto verde" e vira requisito comercial.

## 3. Rastreabilidade como condição de fornecimento

Genealogia de lotes, certificados de material e registros de processo associados ao número de série deixam de ser diferencial em setores como o automotivo e o de equipamentos. Quem depende de fichas em papel terá dificuldade para responder auditorias com a velocidade exigida.

## 4. Reforma tributária e o ERP

Com a entrada em vigor da CBS a partir de 2027, cadastros fiscais, regras de crédito e processos de faturamento precisam estar prontos no ERP. Para muitas empresas, é a oportunidade de sanear cadastros e eliminar planilhas paralelas, em vez de apenas "ajustar o sistema".

## 5. Integração acima de funcionalidade

A pergunta nas compras de software está mudando de "quantas funções o sistema tem?" para "como ele troca dados com o que já temos?". Arquiteturas com APIs abertas e um dono claro para cada dado reduzem o custo de evoluir ERP, APS, MES e WMS separadamente.

## 6. Conhecimento que não pode se aposentar

A escassez de técnicos experientes já limita a produção em muitas regiões. Procedimentos padronizados, instruções visuais digitais e bases de conhecimento consultáveis ajudam a formar novos profissionais mais rápido.

> A tendência mais importante continua a mesma: projetos curtos, com resultado medido em semanas, vencem programas longos que prometem tudo no fim.

## Como transformar tendências em plano

1. Escolha no máximo duas frentes para o primeiro semestre, ligadas a metas de negócio.
2. Defina a linha de base de cada indicador antes de começar.
3. Planeje ondas de seis a dez semanas, com revisão de resultados ao fim de cada uma.

Empresas que seguem esse ritmo costumam reduzir custos operacionais em até 30% e elevar a produtividade em cerca de 25% ao longo das ondas, com a vantagem de ajustar a rota a cada ciclo.`,
    },
    en: {
      title: 'Lean Digital in 2027: six trends manufacturers cannot ignore',
      excerpt:
        'AI on the shop floor, carbon data per part, Brazil’s tax reform and labour shortages: what should go into 2027 industrial planning.',
      coverAlt:
        'Horizon with an amber sun over a grid floor in perspective, block silhouettes on the horizon and white chevrons pointing forward.',
      content: `Year-end is when industrial leadership teams close budgets and priorities. Looking at the projects we ran in 2026 and at conversations with dozens of plants, we have selected six movements that should weigh on decisions for 2027.

## 1. AI as an assistant, not an autopilot

The fastest-growing application is not the autonomous robot but the assistant: models that summarise the shift, suggest likely causes of a stop based on history and answer questions about procedures. The value depends on organised data and standardised processes, which reinforces the lean foundation rather than replacing it.

## 2. Carbon and energy data per part

Exporting customers and carmakers are starting to ask for the carbon footprint per product, pushed by rules such as the European Carbon Border Adjustment Mechanism. Measuring energy per machine and per order, something industrial IoT already does at low cost, stops being a "green project" and becomes a commercial requirement.

## 3. Traceability as a condition of supply

Batch genealogy, material certificates and process records tied to the serial number are no longer a differentiator in sectors such as automotive and equipment. Companies that rely on paper records will struggle to answer audits at the required speed.

## 4. Brazil’s tax reform and the ERP

With the new federal consumption tax (CBS) taking effect from 2027, tax master data, credit rules and invoicing processes must be ready in the ERP. For many companies, it is a chance to clean up master data and eliminate parallel spreadsheets, instead of just "adjusting the system".

## 5. Integration over functionality

The question in software purchases is shifting from "how many features does the system have?" to "how does it exchange data with what we already have?". Architectures with open APIs and a clear owner for each piece of data reduce the cost of evolving ERP, APS, MES and WMS separately.

## 6. Knowledge that cannot retire

The shortage of experienced technicians already limits output in many regions. Standardised procedures, digital visual work instructions and searchable knowledge bases help train new professionals faster.

> The most important trend remains the same: short projects, with results measured in weeks, beat long programmes that promise everything at the end.

## How to turn trends into a plan

1. Choose at most two fronts for the first half of the year, tied to business goals.
2. Define the baseline for each indicator before you start.
3. Plan waves of six to ten weeks, reviewing results at the end of each one.

Companies that follow this rhythm usually cut operating costs by up to 30% and raise productivity by around 25% over the waves, with the advantage of adjusting course at every cycle.`,
    },
    es: {
      title: 'Lean Digital en 2027: seis tendencias que la industria no puede ignorar',
      metaTitle: 'Lean Digital en 2027: seis tendencias para la industria',
      excerpt:
        'IA en planta, datos de carbono por pieza, la reforma tributaria brasileña y la falta de mano de obra: qué debe entrar en la planificación de 2027.',
      coverAlt:
        'Horizonte con un sol ámbar sobre un piso cuadriculado en perspectiva, siluetas de bloques en el horizonte y galones blancos que apuntan hacia adelante.',
      content: `El fin de año es el momento en que las direcciones industriales cierran presupuestos y prioridades. A partir de los proyectos que realizamos en 2026 y de conversaciones con decenas de plantas, seleccionamos seis movimientos que deberían pesar en las decisiones de 2027.

## 1. La IA como asistente, no como piloto automático

La aplicación que más crece no es el robot autónomo, sino el asistente: modelos que resumen el turno, sugieren causas probables de una parada a partir del historial y responden dudas sobre procedimientos. Su valor depende de datos organizados y procesos estandarizados, lo que refuerza la base lean en lugar de reemplazarla.

## 2. Datos de carbono y energía por pieza

Los clientes exportadores y las montadoras empiezan a pedir la huella de carbono por producto, presionados por reglas como el mecanismo europeo de ajuste en frontera por carbono. Medir la energía por máquina y por orden, algo que el IoT industrial ya hace a bajo costo, deja de ser un "proyecto verde" y se convierte en un requisito comercial.

## 3. La trazabilidad como condición de suministro

La genealogía de lotes, los certificados de material y los registros de proceso asociados al número de serie dejan de ser un diferencial en sectores como el automotriz y el de equipos. Quien dependa de fichas en papel tendrá dificultades para responder auditorías con la rapidez exigida.

## 4. La reforma tributaria brasileña y el ERP

Con la entrada en vigor de la CBS, el nuevo tributo federal sobre el consumo, a partir de 2027, los maestros fiscales, las reglas de crédito y los procesos de facturación deben estar listos en el ERP. Para muchas empresas, es la oportunidad de depurar maestros y eliminar hojas de cálculo paralelas, en lugar de solo "ajustar el sistema".

## 5. Integración por encima de funcionalidad

La pregunta en la compra de software está cambiando de "¿cuántas funciones tiene el sistema?" a "¿cómo intercambia datos con lo que ya tenemos?". Las arquitecturas con API abiertas y un dueño claro para cada dato reducen el costo de evolucionar ERP, APS, MES y WMS por separado.

## 6. Conocimiento que no puede jubilarse

La escasez de técnicos con experiencia ya limita la producción en muchas regiones. Procedimientos estandarizados, instrucciones visuales digitales y bases de conocimiento consultables ayudan a formar más rápido a los nuevos profesionales.

> La tendencia más importante sigue siendo la misma: los proyectos cortos, con resultados medidos en semanas, superan a los programas largos que lo prometen todo al final.

## Cómo convertir tendencias en un plan

1. Elija como máximo dos frentes para el primer semestre, vinculados a metas de negocio.
2. Defina la línea base de cada indicador antes de empezar.
3. Planifique olas de seis a diez semanas, con revisión de resultados al final de cada una.

Las empresas que siguen este ritmo suelen reducir los costos operativos hasta un 30% y elevar la productividad cerca de un 25% a lo largo de las olas, con la ventaja de ajustar el rumbo en cada ciclo.`,
    },
  },
};
