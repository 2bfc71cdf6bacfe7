import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'diagnostico-lean-digital-por-onde-comecar',
  category: 'transformacao-digital',
  tags: ['value-stream-mapping', 'roi', 'indicadores'],
  publishedAt: '2026-08-18T09:00:00.000Z',
  featured: true,
  author: 'Fernanda Castro',
  cover: coverFor('diagnostico-lean-digital-por-onde-comecar'),
  translations: {
    pt: {
      title: 'Diagnóstico Lean Digital: por onde começar a transformação da sua fábrica',
      metaTitle: 'Diagnóstico Lean Digital: por onde começar na sua fábrica',
      excerpt:
        'Antes de escolher um sistema, entenda onde estão as perdas. Como funciona um diagnóstico Lean Digital em quatro etapas e o que ele deve entregar.',
      coverAlt:
        'Fluxo de processos em caixas conectadas por setas, com uma lupa destacando uma etapa e uma explosão kaizen em âmbar dentro da lente.',
      content: `Muitas transformações digitais na indústria começam pelo fim: a empresa escolhe um sistema, contrata a implantação e só depois descobre que o problema principal estava em outro lugar. O resultado é um investimento alto com ganho pequeno e uma equipe desconfiada da próxima iniciativa.

O **Lean Digital** inverte essa ordem. Primeiro se enxerga o fluxo de valor e as perdas; depois se decide quais processos melhorar com método lean e quais sustentar com tecnologia.

## As quatro etapas de um bom diagnóstico

### 1. Análise inicial

Entrevistas com diretoria, produção, PCP, qualidade, logística e TI, seguidas de visita ao chão de fábrica. O objetivo é entender a estratégia, os indicadores atuais e as dores que mais custam.

### 2. Avaliação tecnológica

Levantamento dos sistemas em uso (ERP, planilhas, coletores, automação), de como os dados circulam e de onde há digitação em dobro, retrabalho ou decisões tomadas sem informação.

### 3. Recomendações

Com base no mapa do fluxo de valor e nas perdas quantificadas, as oportunidades são priorizadas por impacto e esforço. Algumas são puramente lean, como SMED ou kanban; outras pedem tecnologia, como APS, MES ou WMS.

### 4. Plano de ação

Um roteiro com ondas curtas, responsáveis, metas e indicadores de acompanhamento. A primeira onda deve gerar resultado visível em semanas, não em meses.

## O que o diagnóstico deve entregar

- Um **mapa do fluxo de valor** do estado atual, com lead time e estoques medidos.
- As cinco a dez maiores perdas, expressas em horas, toneladas ou reais.
- Uma linha de base de indicadores: OEE dos gargalos, pontualidade, acurácia de estoque e lead time.
- Um plano priorizado com estimativa de retorno para cada iniciativa.

> Um bom diagnóstico não termina com uma lista de sistemas a comprar, e sim com uma lista de perdas a eliminar.

## Ordens de grandeza realistas

Em fábricas metalmecânicas, os diagnósticos que conduzimos costumam apontar potenciais de redução de lead time entre 25% e 40%, de estoques entre 20% e 35% e de custos operacionais entre 15% e 35%, além de ganhos de 10 a 25 pontos percentuais de OEE nos gargalos. Os números exatos dependem do ponto de partida, e por isso a linha de base é tão importante.

## Como aproveitar ao máximo

1. Envolva quem decide e quem executa desde a primeira reunião.
2. Separe dados reais, mesmo imperfeitos; eles valem mais do que estimativas.
3. Reserve tempo da equipe para acompanhar as visitas ao processo.
4. Saia do diagnóstico com a primeira ação já agendada.

Nossa equipe oferece esse diagnóstico sem custo: o primeiro contato acontece em até 24 horas e a análise completa fica pronta em cerca de uma semana. Para conhecer a base conceitual do lean, o [Lean Enterprise Institute](https://www.lean.org/) é um bom ponto de partida.`,
    },
    en: {
      title: 'Lean Digital assessment: where to start your plant’s transformation',
      metaTitle: 'Lean Digital assessment: where to start in your plant',
      excerpt:
        'Before choosing a system, find out where the losses are. How a four-step Lean Digital assessment works and what it should deliver.',
      coverAlt:
        'Process flow of boxes linked by arrows, with a magnifying glass highlighting one step and an amber kaizen burst inside the lens.',
      content: `Many digital transformations in manufacturing start at the end: the company picks a system, hires the implementation and only then discovers that the main problem was somewhere else. The outcome is a large investment with a small gain and a team that is wary of the next initiative.

**Lean Digital** reverses that order. First you see the value stream and its losses; then you decide which processes to improve with lean methods and which to sustain with technology.

## The four steps of a good assessment

### 1. Initial analysis

Interviews with leadership, production, planning, quality, logistics and IT, followed by a shop-floor visit. The goal is to understand the strategy, current indicators and the pain points that cost the most.

### 2. Technology assessment

A survey of the systems in use (ERP, spreadsheets, scanners, automation), of how data flows and of where there is double entry, rework or decisions made without information.

### 3. Recommendations

Based on the value stream map and the quantified losses, opportunities are ranked by impact and effort. Some are purely lean, such as SMED or kanban; others call for technology, such as APS, MES or WMS.

### 4. Action plan

A roadmap in short waves, with owners, targets and tracking indicators. The first wave should produce visible results in weeks, not months.

## What the assessment should deliver

- A current-state **value stream map**, with measured lead time and inventory.
- The five to ten biggest losses, expressed in hours, tonnes or money.
- An indicator baseline: bottleneck OEE, on-time delivery, inventory accuracy and lead time.
- A prioritised plan with an estimated return for each initiative.

> A good assessment does not end with a list of systems to buy, but with a list of losses to eliminate.

## Realistic orders of magnitude

In metal-mechanical plants, the assessments we run usually point to potential reductions of 25% to 40% in lead time, 20% to 35% in inventory and 15% to 35% in operating costs, plus gains of 10 to 25 percentage points of OEE on bottlenecks. The exact figures depend on the starting point, which is why the baseline matters so much.

## How to get the most out of it

1. Involve both decision makers and the people who do the work from the first meeting.
2. Gather real data, even if imperfect; it is worth more than estimates.
3. Set aside team time to join the process walks.
4. Leave the assessment with the first action already scheduled.

Our team offers this assessment free of charge: first contact happens within 24 hours and the full analysis is ready in about a week. To explore the conceptual basis of lean, the [Lean Enterprise Institute](https://www.lean.org/) is a good starting point.`,
    },
    es: {
      title: 'Diagnóstico Lean Digital: por dónde empezar la transformación de su planta',
      metaTitle: 'Diagnóstico Lean Digital: por dónde empezar en su planta',
      excerpt:
        'Antes de elegir un sistema, entienda dónde están las pérdidas. Cómo funciona un diagnóstico Lean Digital en cuatro etapas y qué debe entregar.',
      coverAlt:
        'Flujo de procesos en cajas unidas por flechas, con una lupa que destaca una etapa y un estallido kaizen en ámbar dentro de la lente.',
      content: `Muchas transformaciones digitales en la industria empiezan por el final: la empresa elige un sistema, contrata la implantación y solo después descubre que el problema principal estaba en otro lugar. El resultado es una inversión alta con una ganancia pequeña y un equipo desconfiado ante la próxima iniciativa.

El **Lean Digital** invierte ese orden. Primero se ve el flujo de valor y sus pérdidas; después se decide qué procesos mejorar con método lean y cuáles sostener con tecnología.

## Las cuatro etapas de un buen diagnóstico

### 1. Análisis inicial

Entrevistas con la dirección, producción, planificación, calidad, logística y TI, seguidas de una visita a la planta. El objetivo es entender la estrategia, los indicadores actuales y los dolores que más cuestan.

### 2. Evaluación tecnológica

Relevamiento de los sistemas en uso (ERP, hojas de cálculo, lectores, automatización), de cómo circulan los datos y de dónde hay doble digitación, retrabajo o decisiones tomadas sin información.

### 3. Recomendaciones

A partir del mapa del flujo de valor y de las pérdidas cuantificadas, las oportunidades se priorizan por impacto y esfuerzo. Algunas son puramente lean, como SMED o kanban; otras requieren tecnología, como APS, MES o WMS.

### 4. Plan de acción

Una hoja de ruta en olas cortas, con responsables, metas e indicadores de seguimiento. La primera ola debe generar resultados visibles en semanas, no en meses.

## Qué debe entregar el diagnóstico

- Un **mapa del flujo de valor** del estado actual, con lead time e inventarios medidos.
- Las cinco a diez mayores pérdidas, expresadas en horas, toneladas o dinero.
- Una línea base de indicadores: OEE de los cuellos de botella, puntualidad, exactitud de inventario y lead time.
- Un plan priorizado con una estimación de retorno para cada iniciativa.

> Un buen diagnóstico no termina con una lista de sistemas por comprar, sino con una lista de pérdidas por eliminar.

## Órdenes de magnitud realistas

En plantas metalmecánicas, los diagnósticos que realizamos suelen señalar potenciales de reducción del lead time entre un 25% y un 40%, de los inventarios entre un 20% y un 35% y de los costos operativos entre un 15% y un 35%, además de ganancias de 10 a 25 puntos porcentuales de OEE en los cuellos de botella. Las cifras exactas dependen del punto de partida, y por eso la línea base es tan importante.

## Cómo aprovecharlo al máximo

1. Involucre a quienes deciden y a quienes ejecutan desde la primera reunión.
2. Reúna datos reales, aunque sean imperfectos; valen más que las estimaciones.
3. Reserve tiempo del equipo para acompañar los recorridos por el proceso.
4. Salga del diagnóstico con la primera acción ya agendada.

Nuestro equipo ofrece este diagnóstico sin costo: el primer contacto se realiza en un plazo de 24 horas y el análisis completo está listo en aproximadamente una semana. Para conocer la base conceptual del lean, el [Lean Enterprise Institute](https://www.lean.org/) es un buen punto de partida.`,
    },
  },
};
