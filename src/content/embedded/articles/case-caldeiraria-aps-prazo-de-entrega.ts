import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'case-caldeiraria-aps-prazo-de-entrega',
  category: 'cases-sucesso',
  tags: ['aps', 'erp', 'lead-time', 'roi', 'indicadores'],
  publishedAt: '2026-06-23T09:30:00.000Z',
  author: 'Ricardo Menezes',
  cover: coverFor('case-caldeiraria-aps-prazo-de-entrega'),
  translations: {
    pt: {
      title: 'Case: caldeiraria do Alto Tietê sobe a pontualidade de 64% para 88% com APS',
      metaTitle: 'Case: caldeiraria leva a pontualidade de 64% a 88% com APS',
      excerpt:
        'Programação com capacidade finita, integrada ao ERP, fez uma caldeiraria sob encomenda cumprir prazos sem aumentar turnos. Veja o passo a passo.',
      coverAlt:
        'Cronograma do tipo Gantt com barras azuis em várias faixas, uma barra âmbar em destaque, marcos em losango e uma linha vertical indicando o dia atual.',
      content: `Uma caldeiraria de médio porte do Alto Tietê, que fabrica tanques, vasos de pressão e estruturas sob encomenda para os setores químico e de alimentos, vivia um paradoxo: a carteira estava cheia, as máquinas pareciam ocupadas e, mesmo assim, apenas 64% dos pedidos eram entregues no prazo prometido.

## O diagnóstico

Em uma semana de diagnóstico, acompanhamos o fluxo de quatro pedidos do corte à expedição e encontramos um padrão conhecido em empresas que trabalham sob projeto:

- A programação era feita em planilha pelo supervisor, com base em datas do ERP calculadas com **capacidade infinita**.
- A calandra e a soldagem por arco submerso eram gargalos, mas recebiam trabalho na ordem de chegada.
- Urgências comerciais "furavam a fila" diariamente, e ninguém conseguia medir o impacto sobre os demais pedidos.
- O lead time médio de pedidos padrão era de 42 dias, com grande variação.

## A solução

### Semanas 1 a 3: dados e modelo

Revisamos roteiros e tempos-padrão das principais famílias de produto e modelamos no **APS** os recursos críticos: máquinas, soldadores qualificados por processo e a cabine de pintura. O APS passou a receber ordens e materiais do ERP automaticamente.

### Semanas 4 a 6: nova rotina de programação

1. Programação semanal com capacidade finita, priorizando os gargalos.
2. Reunião diária de 20 minutos entre PCP, produção e comercial para tratar desvios.
3. Simulação obrigatória antes de aceitar qualquer urgência, mostrando quais pedidos seriam afetados.

### Semanas 7 e 8: indicadores

Painel com pontualidade por semana, carga dos gargalos e lead time por família, revisado pela diretoria.

> "Pela primeira vez, o comercial consegue prometer uma data sabendo o que ela custa para os outros clientes." — diretor industrial da empresa

## Resultados em oito semanas

- **Pontualidade de 64% para 88%.**
- Lead time médio de pedidos padrão de 42 para 30 dias, redução de 28%.
- Estoque em processo 25% menor, liberando área de montagem.
- Eficiência dos gargalos 18% maior, sem novo turno e sem contratações.
- Horas extras reduzidas em cerca de um terço.

## O que fez a diferença

A tecnologia foi necessária, mas não suficiente. O APS deu visibilidade; a rotina diária e a regra de simular antes de aceitar urgências mudaram o comportamento. Em empresas sob encomenda, onde cada pedido é quase um projeto, esse equilíbrio entre ferramenta e disciplina é o que sustenta o resultado depois que a consultoria sai.`,
    },
    en: {
      title: 'Case study: Alto Tietê fabrication shop raises on-time delivery from 64% to 88% with APS',
      metaTitle: 'Case study: APS lifts a fab shop’s on-time delivery to 88%',
      excerpt:
        'Finite-capacity scheduling integrated with the ERP helped a made-to-order fabricator meet deadlines without adding shifts. Here is how.',
      coverAlt:
        'Gantt-style schedule with blue bars across several lanes, one amber bar highlighted, diamond milestones and a vertical line marking today.',
      content: `A mid-sized heavy fabrication shop in the Alto Tietê region of São Paulo state, which builds made-to-order tanks, pressure vessels and structures for the chemical and food industries, was living a paradox: the order book was full, the machines looked busy, and yet only 64% of orders were delivered by the promised date.

## The diagnosis

In a one-week assessment, we followed four orders from cutting to shipping and found a pattern common in engineer-to-order companies:

- Scheduling was done in a spreadsheet by the supervisor, based on ERP dates calculated with **infinite capacity**.
- The plate rolling machine and submerged arc welding were bottlenecks, but received work in order of arrival.
- Sales emergencies "jumped the queue" every day, and nobody could measure the impact on other orders.
- Average lead time for standard orders was 42 days, with wide variation.

## The solution

### Weeks 1 to 3: data and model

We reviewed routings and standard times for the main product families and modelled the critical resources in the **APS**: machines, welders qualified per process and the paint booth. The APS began receiving orders and materials from the ERP automatically.

### Weeks 4 to 6: a new scheduling routine

1. Weekly finite-capacity scheduling, prioritising the bottlenecks.
2. A 20-minute daily meeting between planning, production and sales to handle deviations.
3. Mandatory simulation before accepting any rush order, showing which orders would be affected.

### Weeks 7 and 8: indicators

A dashboard with weekly on-time delivery, bottleneck load and lead time per family, reviewed by the leadership.

> "For the first time, sales can promise a date knowing what it costs the other customers." — the company’s industrial director

## Results in eight weeks

- **On-time delivery up from 64% to 88%.**
- Average lead time for standard orders down from 42 to 30 days, a 28% reduction.
- Work in process down 25%, freeing up assembly floor space.
- Bottleneck efficiency up 18%, with no new shift and no new hires.
- Overtime cut by about a third.

## What made the difference

The technology was necessary but not sufficient. The APS provided visibility; the daily routine and the rule of simulating before accepting rush orders changed behaviour. In made-to-order companies, where each order is almost a project, that balance between tool and discipline is what sustains the result after the consultants leave.`,
    },
    es: {
      title: 'Caso: calderería del Alto Tietê eleva la puntualidad del 64% al 88% con APS',
      metaTitle: 'Caso: calderería eleva la puntualidad del 64% al 88% con APS',
      excerpt:
        'La programación con capacidad finita integrada al ERP permitió a una calderería a pedido cumplir plazos sin sumar turnos. Vea el paso a paso.',
      coverAlt:
        'Cronograma tipo Gantt con barras azules en varias franjas, una barra ámbar destacada, hitos en forma de rombo y una línea vertical que marca el día actual.',
      content: `Una calderería mediana de la región del Alto Tietê, en el estado de São Paulo, que fabrica tanques, recipientes a presión y estructuras a pedido para los sectores químico y alimentario, vivía una paradoja: la cartera estaba llena, las máquinas parecían ocupadas y, aun así, solo el 64% de los pedidos se entregaba en la fecha prometida.

## El diagnóstico

En una semana de diagnóstico seguimos el flujo de cuatro pedidos desde el corte hasta el despacho y encontramos un patrón conocido en las empresas que trabajan por proyecto:

- La programación la hacía el supervisor en una hoja de cálculo, con fechas del ERP calculadas con **capacidad infinita**.
- La curvadora y la soldadura por arco sumergido eran cuellos de botella, pero recibían trabajo por orden de llegada.
- Las urgencias comerciales "se saltaban la fila" a diario, y nadie podía medir su impacto en los demás pedidos.
- El lead time medio de los pedidos estándar era de 42 días, con gran variación.

## La solución

### Semanas 1 a 3: datos y modelo

Revisamos rutas y tiempos estándar de las principales familias de producto y modelamos en el **APS** los recursos críticos: máquinas, soldadores calificados por proceso y la cabina de pintura. El APS empezó a recibir órdenes y materiales del ERP de forma automática.

### Semanas 4 a 6: nueva rutina de programación

1. Programación semanal con capacidad finita, priorizando los cuellos de botella.
2. Reunión diaria de 20 minutos entre planificación, producción y ventas para tratar desvíos.
3. Simulación obligatoria antes de aceptar cualquier urgencia, mostrando qué pedidos se verían afectados.

### Semanas 7 y 8: indicadores

Panel con la puntualidad semanal, la carga de los cuellos de botella y el lead time por familia, revisado por la dirección.

> "Por primera vez, ventas puede prometer una fecha sabiendo lo que les cuesta a los demás clientes." — director industrial de la empresa

## Resultados en ocho semanas

- **Puntualidad del 64% al 88%.**
- Lead time medio de los pedidos estándar de 42 a 30 días, una reducción del 28%.
- Inventario en proceso un 25% menor, liberando área de montaje.
- Eficiencia de los cuellos de botella un 18% mayor, sin nuevo turno ni contrataciones.
- Horas extra reducidas en cerca de un tercio.

## Qué marcó la diferencia

La tecnología fue necesaria, pero no suficiente. El APS dio visibilidad; la rutina diaria y la regla de simular antes de aceptar urgencias cambiaron el comportamiento. En las empresas que fabrican a pedido, donde cada orden es casi un proyecto, ese equilibrio entre herramienta y disciplina es lo que sostiene el resultado cuando la consultoría se retira.`,
    },
  },
};
