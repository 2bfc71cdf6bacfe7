import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'case-autopecas-oee-dez-semanas',
  category: 'cases-sucesso',
  tags: ['oee', 'smed', 'mes', 'kaizen', 'indicadores'],
  publishedAt: '2025-10-07T09:00:00.000Z',
  featured: true,
  author: 'Marcos Yamamoto',
  readingTime: 5,
  cover: coverFor('case-autopecas-oee-dez-semanas'),
  translations: {
    pt: {
      title: 'Case: fabricante de autopeças eleva o OEE do gargalo em 18 pontos em dez semanas',
      metaTitle: 'Case: autopeças com OEE do gargalo +18 pontos em dez semanas',
      excerpt:
        'Como uma fabricante de autopeças do Vale do Paraíba combinou MES, SMED e rotina diária de perdas para liberar capacidade sem comprar máquinas.',
      coverAlt:
        'Gráfico de área ascendente com linha branca e ponto final em âmbar, uma seta indicando o ganho sobre a linha de base e uma engrenagem ao fundo.',
      content: `Uma fabricante de autopeças do Vale do Paraíba, fornecedora de componentes usinados para montadoras e sistemistas, enfrentava um dilema comum no setor: a demanda de um novo programa de veículos exigia cerca de 20% mais capacidade em sua célula de usinagem de cubos, e a proposta na mesa era comprar um novo centro de usinagem.

Antes de investir, a diretoria industrial pediu um diagnóstico. Este case resume o que foi feito em dez semanas.

## O ponto de partida

- OEE da célula gargalo medido manualmente em 71%, segundo os relatórios de turno.
- Setups de 95 minutos em média, com quatro a seis trocas por dia.
- Horas extras recorrentes aos sábados para cumprir o programa.

Na primeira semana, instalamos coleta automática de sinais nas cinco máquinas da célula. O OEE real, medido com o ciclo ideal e sem excluir setups, ficou em **58%**. A diferença estava em microparadas não apontadas e em um tempo de ciclo de referência desatualizado.

## O que foi feito

### Semanas 1 a 3: enxergar as perdas

Implantação de um MES enxuto na célula, com motivos de parada definidos junto aos operadores e painel visível no chão de fábrica. Três perdas concentravam 70% do tempo perdido: setup, espera por inspeção de primeira peça e falta de ferramentas pré-ajustadas.

### Semanas 4 a 7: atacar as causas

1. Workshop de SMED, com carrinho de setup e pré-ajuste de ferramentas fora da máquina.
2. Inspeção de primeira peça feita na própria célula, com dispositivo dedicado.
3. Supermercado de ferramentas com reposição puxada pelo MES.

### Semanas 8 a 10: sustentar

Reunião diária de 15 minutos com o quadro de perdas, ações registradas com dono e prazo e eventos kaizen curtos sempre que uma perda nova entrava no top 3.

> "Descobrimos que a máquina que precisávamos comprar já estava dentro da fábrica, escondida nas paradas." — gerente industrial da empresa

## Resultados em dez semanas

- **OEE da célula gargalo de 58% para 76%**, um ganho de 18 pontos percentuais.
- Setup médio de 95 para 41 minutos.
- Produtividade da célula 22% maior, absorvendo o novo programa.
- Horas extras de sábado eliminadas, com redução de 17% no custo operacional da célula.
- Investimento em novo centro de usinagem adiado em pelo menos dois anos.

## Lições para outras fábricas

O número "oficial" de OEE quase sempre está inflado. Medir corretamente é desconfortável no início, mas é o que revela a capacidade escondida. E tecnologia sozinha não sustenta ganhos: o que manteve os resultados foi a rotina diária de análise de perdas, apoiada por dados confiáveis.`,
    },
    en: {
      title: 'Case study: auto parts maker lifts bottleneck OEE by 18 points in ten weeks',
      metaTitle: 'Case study: bottleneck OEE up 18 points in ten weeks',
      excerpt:
        'How an auto parts manufacturer in São Paulo’s Paraíba Valley combined MES, SMED and a daily loss routine to free up capacity without buying machines.',
      coverAlt:
        'Rising area chart with a white line and an amber end point, an arrow marking the gain over the baseline and a gear in the background.',
      content: `An auto parts manufacturer in São Paulo state’s Paraíba Valley, supplying machined components to carmakers and tier-one suppliers, faced a common dilemma in the sector: demand from a new vehicle programme required about 20% more capacity in its hub machining cell, and the proposal on the table was to buy a new machining centre.

Before investing, the industrial leadership asked for an assessment. This case study summarises what was done in ten weeks.

## The starting point

- OEE of the bottleneck cell recorded manually at 71%, according to shift reports.
- Setups averaging 95 minutes, with four to six changeovers a day.
- Recurring Saturday overtime to meet the schedule.

In the first week, we installed automatic signal collection on the cell’s five machines. Actual OEE, measured with the ideal cycle time and without excluding setups, came in at **58%**. The gap was due to unrecorded micro-stops and an outdated reference cycle time.

## What was done

### Weeks 1 to 3: seeing the losses

A lean MES was deployed in the cell, with stop reasons defined together with the operators and a dashboard visible on the shop floor. Three losses accounted for 70% of the lost time: setup, waiting for first-part inspection and a lack of preset tools.

### Weeks 4 to 7: tackling the causes

1. A SMED workshop, with a setup cart and tool presetting off the machine.
2. First-part inspection carried out in the cell itself, with a dedicated gauge.
3. A tool supermarket with replenishment pulled by the MES.

### Weeks 8 to 10: sustaining

A 15-minute daily meeting around the loss board, actions logged with owner and due date, and short kaizen events whenever a new loss entered the top three.

> "We found that the machine we needed to buy was already inside the plant, hidden in the stops." — the company’s plant manager

## Results in ten weeks

- **Bottleneck cell OEE up from 58% to 76%**, a gain of 18 percentage points.
- Average setup down from 95 to 41 minutes.
- Cell productivity up 22%, absorbing the new programme.
- Saturday overtime eliminated, with a 17% reduction in the cell’s operating cost.
- Investment in a new machining centre postponed by at least two years.

## Lessons for other plants

The "official" OEE figure is almost always inflated. Measuring correctly is uncomfortable at first, but it is what reveals hidden capacity. And technology alone does not sustain gains: what kept the results in place was the daily loss-analysis routine, backed by reliable data.`,
    },
    es: {
      title: 'Caso: fabricante de autopartes eleva el OEE del cuello de botella 18 puntos en diez semanas',
      metaTitle: 'Caso: autopartes con OEE del cuello de botella +18 puntos',
      excerpt:
        'Cómo un fabricante de autopartes del Valle del Paraíba combinó MES, SMED y una rutina diaria de pérdidas para liberar capacidad sin comprar máquinas.',
      coverAlt:
        'Gráfico de área ascendente con una línea blanca y un punto final en ámbar, una flecha que marca la ganancia sobre la línea base y un engranaje al fondo.',
      content: `Un fabricante de autopartes del Valle del Paraíba, en el estado de São Paulo, proveedor de componentes mecanizados para montadoras y proveedores de primer nivel, enfrentaba un dilema común en el sector: la demanda de un nuevo programa de vehículos exigía cerca de un 20% más de capacidad en su célula de mecanizado de cubos, y la propuesta sobre la mesa era comprar un nuevo centro de mecanizado.

Antes de invertir, la dirección industrial pidió un diagnóstico. Este caso resume lo que se hizo en diez semanas.

## El punto de partida

- OEE de la célula cuello de botella registrado manualmente en un 71%, según los informes de turno.
- Preparaciones de 95 minutos en promedio, con cuatro a seis cambios por día.
- Horas extra recurrentes los sábados para cumplir el programa.

En la primera semana instalamos la captura automática de señales en las cinco máquinas de la célula. El OEE real, medido con el ciclo ideal y sin excluir las preparaciones, fue del **58%**. La diferencia estaba en microparadas no registradas y en un tiempo de ciclo de referencia desactualizado.

## Qué se hizo

### Semanas 1 a 3: ver las pérdidas

Implantación de un MES ágil en la célula, con motivos de parada definidos junto con los operadores y un panel visible en planta. Tres pérdidas concentraban el 70% del tiempo perdido: preparación, espera por la inspección de primera pieza y falta de herramientas prerreguladas.

### Semanas 4 a 7: atacar las causas

1. Taller de SMED, con carro de preparación y prerreglaje de herramientas fuera de la máquina.
2. Inspección de primera pieza realizada en la propia célula, con un dispositivo dedicado.
3. Supermercado de herramientas con reposición tirada por el MES.

### Semanas 8 a 10: sostener

Reunión diaria de 15 minutos frente al tablero de pérdidas, acciones registradas con responsable y plazo, y eventos kaizen cortos cada vez que una nueva pérdida entraba en el top 3.

> "Descubrimos que la máquina que necesitábamos comprar ya estaba dentro de la planta, escondida en las paradas." — gerente industrial de la empresa

## Resultados en diez semanas

- **OEE de la célula cuello de botella del 58% al 76%**, una ganancia de 18 puntos porcentuales.
- Preparación media de 95 a 41 minutos.
- Productividad de la célula un 22% mayor, absorbiendo el nuevo programa.
- Horas extra de los sábados eliminadas, con una reducción del 17% en el costo operativo de la célula.
- Inversión en un nuevo centro de mecanizado postergada al menos dos años.

## Lecciones para otras plantas

El número "oficial" de OEE casi siempre está inflado. Medir correctamente es incómodo al principio, pero es lo que revela la capacidad oculta. Y la tecnología por sí sola no sostiene las ganancias: lo que mantuvo los resultados fue la rutina diaria de análisis de pérdidas, respaldada por datos confiables.`,
    },
  },
};
