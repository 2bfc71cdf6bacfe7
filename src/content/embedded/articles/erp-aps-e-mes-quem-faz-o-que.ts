import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'erp-aps-e-mes-quem-faz-o-que',
  category: 'transformacao-digital',
  tags: ['erp', 'aps', 'mes', 'integracao-de-sistemas'],
  publishedAt: '2025-06-10T09:30:00.000Z',
  author: 'Ricardo Menezes',
  cover: coverFor('erp-aps-e-mes-quem-faz-o-que'),
  translations: {
    pt: {
      title: 'ERP, APS e MES: quem faz o quê na gestão da produção',
      excerpt:
        'Três sistemas, três horizontes de decisão. Entenda o papel de cada um e como integrá-los sem criar retrabalho nem dados duplicados.',
      coverAlt:
        'Três camadas isométricas sobrepostas, ligadas por conectores tracejados: blocos de gestão no topo, barras de programação no meio e máquinas na base.',
      content: `"Já temos ERP, por que precisaríamos de APS e MES?" É uma das perguntas que mais ouvimos em diagnósticos. A resposta curta: porque cada sistema trabalha em um horizonte de tempo diferente, e tentar cobrir os três com uma única ferramenta costuma gerar planilhas paralelas e decisões tomadas no escuro.

## Três horizontes, três sistemas

### ERP: o que e quanto

O ERP é o sistema transacional da empresa. Registra pedidos, compras, estoques, custos e faturamento, e roda o MRP para calcular necessidades de materiais. Seu horizonte é de semanas a meses, e sua premissa é de **capacidade infinita**: ele sabe o que precisa ser feito, mas não se cabe na fábrica.

### APS: quando e onde

O APS (*Advanced Planning and Scheduling*) recebe as ordens do ERP e as sequencia considerando a **capacidade finita** de máquinas, ferramentas, pessoas e materiais. Responde perguntas como "se eu aceitar este pedido urgente, quais entregas atrasam?". O horizonte vai de horas a semanas.

### MES: como está acontecendo agora

O MES (*Manufacturing Execution System*) executa e registra a produção no chão de fábrica: início e fim de operações, paradas, refugos, consumo de materiais e rastreabilidade. É a fonte de dados reais que alimenta o OEE e devolve ao APS o que de fato aconteceu.

## Como as peças se encaixam

O fluxo saudável é circular:

1. O ERP gera ordens de produção e necessidades de materiais.
2. O APS cria uma sequência viável e a publica para cada recurso.
3. O MES executa, apontando quantidades, tempos e paradas em tempo real.
4. O APS reprograma com base no realizado, e o ERP recebe consumos e produção acabada.

A norma [ISA-95](https://en.wikipedia.org/wiki/ANSI/ISA-95) é uma boa referência para definir essas fronteiras e as informações trocadas entre os níveis.

> Integração não é ligar tudo a tudo: é definir qual sistema é dono de cada dado.

## Erros que geram retrabalho

- **Cadastro duplicado** de roteiros e tempos no ERP e no APS, mantidos por áreas diferentes.
- **Apontamento em dobro**: o operador registra no MES e alguém digita de novo no ERP.
- **Integração por planilha** exportada manualmente, que quebra na primeira mudança de layout.
- **Começar pelo sistema mais caro** em vez de atacar a maior dor da operação.

## Por onde começar

Não existe ordem universal. Se o problema é atraso de entregas com máquinas ociosas, o APS costuma trazer o retorno mais rápido. Se ninguém sabe o que aconteceu no turno anterior, comece pelo MES. Em ambos os casos, o ERP precisa ter cadastros confiáveis. Em nossos projetos, integrações bem desenhadas entregam ganhos de até **20% em eficiência** e reduções de até 30% nos tempos de ciclo, com os primeiros resultados em semanas.`,
    },
    en: {
      title: 'ERP, APS and MES: who does what in production management',
      excerpt:
        'Three systems, three decision horizons. Learn the role of each one and how to integrate them without rework or duplicate data.',
      coverAlt:
        'Three stacked isometric layers linked by dashed connectors: management tiles on top, scheduling bars in the middle and machines at the base.',
      content: `"We already have an ERP, why would we need APS and MES?" It is one of the questions we hear most often in assessments. The short answer: each system works on a different time horizon, and trying to cover all three with a single tool usually produces parallel spreadsheets and decisions made in the dark.

## Three horizons, three systems

### ERP: what and how much

The ERP is the company’s transactional system. It records orders, purchases, inventory, costs and invoicing, and runs MRP to calculate material requirements. Its horizon is weeks to months, and it assumes **infinite capacity**: it knows what has to be made, but not whether it fits in the plant.

### APS: when and where

APS (Advanced Planning and Scheduling) takes the orders from the ERP and sequences them against the **finite capacity** of machines, tooling, people and materials. It answers questions such as "if I accept this rush order, which deliveries will be late?". Its horizon runs from hours to weeks.

### MES: how it is going right now

The MES (Manufacturing Execution System) executes and records production on the shop floor: operation start and finish, stops, scrap, material consumption and traceability. It is the source of actual data that feeds OEE and tells the APS what really happened.

## How the pieces fit together

The healthy flow is a loop:

1. The ERP creates production orders and material requirements.
2. The APS builds a feasible sequence and publishes it to each resource.
3. The MES executes, recording quantities, times and stops in real time.
4. The APS reschedules based on actuals, and the ERP receives consumption and finished goods.

The [ISA-95](https://en.wikipedia.org/wiki/ANSI/ISA-95) standard is a good reference for defining these boundaries and the information exchanged between levels.

> Integration is not connecting everything to everything: it is deciding which system owns each piece of data.

## Mistakes that cause rework

- **Duplicate master data**: routings and times kept in both ERP and APS by different departments.
- **Double data entry**: the operator records in the MES and someone types it again into the ERP.
- **Spreadsheet integration** exported by hand, which breaks at the first layout change.
- **Starting with the most expensive system** instead of tackling the operation’s biggest pain.

## Where to start

There is no universal order. If the problem is late deliveries alongside idle machines, APS usually brings the fastest return. If nobody knows what happened on the previous shift, start with MES. Either way, the ERP needs reliable master data. In our projects, well-designed integrations deliver up to **20% higher efficiency** and up to 30% shorter cycle times, with the first results within weeks.`,
    },
    es: {
      title: 'ERP, APS y MES: quién hace qué en la gestión de la producción',
      metaTitle: 'ERP, APS y MES: quién hace qué en la producción',
      excerpt:
        'Tres sistemas, tres horizontes de decisión. Entienda el papel de cada uno y cómo integrarlos sin retrabajo ni datos duplicados.',
      coverAlt:
        'Tres capas isométricas superpuestas unidas por conectores punteados: bloques de gestión arriba, barras de programación en el medio y máquinas en la base.',
      content: `"Ya tenemos ERP, ¿para qué necesitaríamos APS y MES?" Es una de las preguntas que más escuchamos en los diagnósticos. La respuesta corta: cada sistema trabaja en un horizonte de tiempo distinto, y tratar de cubrir los tres con una sola herramienta suele generar hojas de cálculo paralelas y decisiones tomadas a ciegas.

## Tres horizontes, tres sistemas

### ERP: qué y cuánto

El ERP es el sistema transaccional de la empresa. Registra pedidos, compras, inventarios, costos y facturación, y ejecuta el MRP para calcular las necesidades de materiales. Su horizonte va de semanas a meses, y parte de una **capacidad infinita**: sabe qué hay que fabricar, pero no si cabe en la planta.

### APS: cuándo y dónde

El APS (*Advanced Planning and Scheduling*) recibe las órdenes del ERP y las secuencia considerando la **capacidad finita** de máquinas, herramentales, personas y materiales. Responde preguntas como "si acepto este pedido urgente, ¿qué entregas se retrasan?". Su horizonte va de horas a semanas.

### MES: cómo está ocurriendo ahora

El MES (*Manufacturing Execution System*) ejecuta y registra la producción en planta: inicio y fin de operaciones, paradas, rechazos, consumo de materiales y trazabilidad. Es la fuente de datos reales que alimenta el OEE y le devuelve al APS lo que de verdad ocurrió.

## Cómo encajan las piezas

El flujo saludable es circular:

1. El ERP genera órdenes de producción y necesidades de materiales.
2. El APS crea una secuencia viable y la publica para cada recurso.
3. El MES ejecuta, registrando cantidades, tiempos y paradas en tiempo real.
4. El APS reprograma según lo realizado, y el ERP recibe consumos y producto terminado.

La norma [ISA-95](https://en.wikipedia.org/wiki/ANSI/ISA-95) es una buena referencia para definir esas fronteras y la información que se intercambia entre niveles.

> Integrar no es conectar todo con todo: es definir qué sistema es dueño de cada dato.

## Errores que generan retrabajo

- **Maestros duplicados** de rutas y tiempos en el ERP y en el APS, mantenidos por áreas diferentes.
- **Doble registro**: el operador informa en el MES y alguien vuelve a digitar en el ERP.
- **Integración por hoja de cálculo** exportada a mano, que se rompe con el primer cambio de formato.
- **Empezar por el sistema más caro** en lugar de atacar el mayor dolor de la operación.

## Por dónde empezar

No existe un orden universal. Si el problema son entregas atrasadas con máquinas ociosas, el APS suele traer el retorno más rápido. Si nadie sabe qué pasó en el turno anterior, empiece por el MES. En ambos casos, el ERP necesita maestros confiables. En nuestros proyectos, las integraciones bien diseñadas entregan hasta un **20% más de eficiencia** y reducciones de hasta el 30% en los tiempos de ciclo, con los primeros resultados en semanas.`,
    },
  },
};
