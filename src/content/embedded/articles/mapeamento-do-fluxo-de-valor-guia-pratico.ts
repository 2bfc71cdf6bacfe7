import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'mapeamento-do-fluxo-de-valor-guia-pratico',
  category: 'gestao-processos',
  tags: ['value-stream-mapping', 'lead-time', 'kaizen', 'lean-office'],
  publishedAt: '2025-01-21T10:00:00.000Z',
  author: 'Fernanda Castro',
  cover: coverFor('mapeamento-do-fluxo-de-valor-guia-pratico'),
  translations: {
    pt: {
      title: 'Mapeamento do fluxo de valor: guia prático para o primeiro VSM da sua fábrica',
      metaTitle: 'Mapeamento do fluxo de valor: guia prático do primeiro VSM',
      excerpt:
        'Como conduzir um VSM em poucos dias, medir o lead time real e transformar o mapa em um plano de melhorias com dono e prazo.',
      coverAlt:
        'Ilustração de um mapa de fluxo de valor: processos em sequência, triângulos de estoque, linha do tempo e explosões kaizen em âmbar sobre fundo azul-marinho.',
      content: `O mapeamento do fluxo de valor (VSM, do inglês *Value Stream Mapping*) é a ferramenta que mais rapidamente mostra a uma diretoria industrial onde o tempo e o dinheiro estão parados. Em vez de discutir opiniões, o time passa a discutir fatos: quanto tempo um pedido leva do recebimento do aço à expedição e quanto desse tempo realmente agrega valor.

## Escolha uma família de produtos

Um VSM que tenta representar a fábrica inteira vira um painel ilegível. Comece por uma **família de produtos** que passe pelos mesmos processos e represente parte relevante do faturamento. Em uma empresa metalmecânica típica, isso pode ser "eixos usinados" ou "suportes soldados e pintados".

## Caminhe pelo processo, do cliente para trás

O mapa do estado atual é feito no chão de fábrica, com lápis e cronômetro, não na sala de reuniões. A sequência que recomendamos:

1. Comece pela expedição e registre a demanda do cliente e o takt time.
2. Suba o fluxo processo a processo, anotando tempo de ciclo, tempo de setup, disponibilidade, número de operadores e tamanho de lote.
3. Conte o estoque entre cada etapa e converta em dias de demanda.
4. Desenhe o fluxo de informação: como a programação chega a cada posto (ERP, planilha, quadro, telefone).
5. Monte a linha do tempo, separando o tempo de processamento do lead time total.

### O número que muda a conversa

É comum encontrarmos um lead time de 15 a 25 dias para um tempo de processamento que não passa de algumas horas. Essa relação, em geral abaixo de 2%, torna visível o custo do estoque em processo, das filas e das reprogramações.

> O objetivo do mapa não é o desenho, e sim a decisão que ele provoca.

## Do estado atual ao estado futuro

O estado futuro responde a perguntas objetivas: onde criar fluxo contínuo, onde usar supermercados com kanban, qual é o processo puxador que recebe a programação e quais setups precisam cair para permitir lotes menores. Cada melhoria vira uma **explosão kaizen** no mapa e, depois, uma linha no plano de ação com responsável e data.

Alguns cuidados que fazem diferença:

- Inclua as áreas administrativas que afetam o fluxo, como engenharia, compras e PCP. O lean office costuma esconder dias de espera.
- Use dados do sistema para validar o que foi observado, mas não o contrário.
- Revise o plano a cada duas semanas; um VSM esquecido na parede não reduz lead time.

## Resultados esperados

Em projetos conduzidos pela nossa equipe, o primeiro ciclo de melhorias costuma reduzir o lead time entre **25% e 40%** e os estoques entre 20% e 35%, com os primeiros ganhos visíveis em poucas semanas. Para se aprofundar no método, o [Lean Enterprise Institute](https://www.lean.org/) e o verbete sobre [value-stream mapping](https://en.wikipedia.org/wiki/Value-stream_mapping) são boas referências.`,
    },
    en: {
      title: 'Value stream mapping: a practical guide to your plant’s first VSM',
      metaTitle: 'Value stream mapping: a practical guide to your first VSM',
      excerpt:
        'How to run a VSM in a few days, measure the real lead time and turn the map into an improvement plan with owners and due dates.',
      coverAlt:
        'Illustration of a value stream map: processes in sequence, inventory triangles, a timeline and amber kaizen bursts on a navy background.',
      content: `Value stream mapping (VSM) is the tool that most quickly shows industrial leadership where time and money are sitting idle. Instead of debating opinions, the team starts debating facts: how long an order takes from receiving the steel to shipping, and how much of that time actually adds value.

## Pick one product family

A VSM that tries to show the whole plant becomes an unreadable wall chart. Start with a **product family** that goes through the same processes and accounts for a meaningful share of revenue. In a typical metal-mechanical company, that could be "machined shafts" or "welded and painted brackets".

## Walk the process, from the customer backwards

The current-state map is drawn on the shop floor, with a pencil and a stopwatch, not in the meeting room. The sequence we recommend:

1. Start at shipping and record customer demand and takt time.
2. Move upstream process by process, noting cycle time, setup time, uptime, number of operators and batch size.
3. Count the inventory between each step and convert it into days of demand.
4. Draw the information flow: how the schedule reaches each station (ERP, spreadsheet, board, phone).
5. Build the timeline, separating processing time from total lead time.

### The number that changes the conversation

We often find a lead time of 15 to 25 days for a processing time of just a few hours. That ratio, usually below 2%, makes the cost of work in process, queues and rescheduling visible.

> The goal of the map is not the drawing, but the decision it triggers.

## From current state to future state

The future state answers concrete questions: where to create continuous flow, where to use supermarkets with kanban, which pacemaker process receives the schedule, and which setups must come down to allow smaller batches. Each improvement becomes a **kaizen burst** on the map and then a line in the action plan with an owner and a date.

A few precautions that make a difference:

- Include the office areas that affect the flow, such as engineering, purchasing and production planning. Office processes often hide days of waiting.
- Use system data to validate what you observed, not the other way round.
- Review the plan every two weeks; a VSM forgotten on the wall does not reduce lead time.

## Expected results

In projects run by our team, the first improvement cycle usually cuts lead time by **25% to 40%** and inventory by 20% to 35%, with the first gains visible within a few weeks. To go deeper into the method, the [Lean Enterprise Institute](https://www.lean.org/) and the article on [value-stream mapping](https://en.wikipedia.org/wiki/Value-stream_mapping) are good references.`,
    },
    es: {
      title: 'Mapeo del flujo de valor: guía práctica para el primer VSM de su planta',
      metaTitle: 'Mapeo del flujo de valor: guía práctica del primer VSM',
      excerpt:
        'Cómo realizar un VSM en pocos días, medir el lead time real y convertir el mapa en un plan de mejoras con responsables y plazos.',
      coverAlt:
        'Ilustración de un mapa de flujo de valor: procesos en secuencia, triángulos de inventario, línea de tiempo y estallidos kaizen en ámbar sobre fondo azul marino.',
      content: `El mapeo del flujo de valor (VSM, por sus siglas en inglés) es la herramienta que muestra con mayor rapidez a una dirección industrial dónde están detenidos el tiempo y el dinero. En lugar de discutir opiniones, el equipo pasa a discutir hechos: cuánto tarda un pedido desde la recepción del acero hasta el despacho y cuánto de ese tiempo realmente agrega valor.

## Elija una familia de productos

Un VSM que intenta representar toda la planta se convierte en un panel ilegible. Empiece por una **familia de productos** que pase por los mismos procesos y represente una parte relevante de la facturación. En una empresa metalmecánica típica, puede ser "ejes mecanizados" o "soportes soldados y pintados".

## Recorra el proceso, del cliente hacia atrás

El mapa del estado actual se hace en la planta, con lápiz y cronómetro, no en la sala de reuniones. La secuencia que recomendamos:

1. Comience por el despacho y registre la demanda del cliente y el takt time.
2. Avance aguas arriba proceso por proceso, anotando tiempo de ciclo, tiempo de preparación, disponibilidad, número de operadores y tamaño de lote.
3. Cuente el inventario entre cada etapa y conviértalo en días de demanda.
4. Dibuje el flujo de información: cómo llega la programación a cada puesto (ERP, hoja de cálculo, tablero, teléfono).
5. Construya la línea de tiempo, separando el tiempo de proceso del lead time total.

### El número que cambia la conversación

Es habitual encontrar un lead time de 15 a 25 días para un tiempo de proceso de apenas unas horas. Esa relación, en general inferior al 2%, hace visible el costo del inventario en proceso, de las colas y de las reprogramaciones.

> El objetivo del mapa no es el dibujo, sino la decisión que provoca.

## Del estado actual al estado futuro

El estado futuro responde preguntas concretas: dónde crear flujo continuo, dónde usar supermercados con kanban, cuál es el proceso marcapasos que recibe la programación y qué preparaciones deben reducirse para permitir lotes más pequeños. Cada mejora se convierte en un **estallido kaizen** en el mapa y, luego, en una línea del plan de acción con responsable y fecha.

Algunos cuidados que marcan la diferencia:

- Incluya las áreas administrativas que afectan el flujo, como ingeniería, compras y planificación. Las oficinas suelen esconder días de espera.
- Use los datos del sistema para validar lo observado, y no al revés.
- Revise el plan cada dos semanas; un VSM olvidado en la pared no reduce el lead time.

## Resultados esperados

En los proyectos que conduce nuestro equipo, el primer ciclo de mejoras suele reducir el lead time entre un **25% y un 40%** y los inventarios entre un 20% y un 35%, con las primeras ganancias visibles en pocas semanas. Para profundizar en el método, el [Lean Enterprise Institute](https://www.lean.org/) y el artículo sobre [value-stream mapping](https://en.wikipedia.org/wiki/Value-stream_mapping) son buenas referencias.`,
    },
  },
};
