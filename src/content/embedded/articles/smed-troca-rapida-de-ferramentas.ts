import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'smed-troca-rapida-de-ferramentas',
  category: 'lean-manufacturing',
  tags: ['smed', '5s', 'oee'],
  publishedAt: '2025-09-02T10:00:00.000Z',
  author: 'Fernanda Castro',
  cover: coverFor('smed-troca-rapida-de-ferramentas'),
  translations: {
    pt: {
      title: 'SMED: como reduzir o tempo de setup pela metade em poucas semanas',
      metaTitle: 'SMED: como reduzir o tempo de setup pela metade',
      coverAlt:
        'Cronômetro com setor curto destacado em âmbar ao lado de barras horizontais que diminuem de comprimento, representando setups cada vez mais curtos.',
      content: `Em fábricas com grande variedade de itens, como estamparias, usinagens e injetoras, o setup costuma ser a maior perda de disponibilidade. E setups longos geram um efeito em cascata: para "compensar" a troca, a produção aumenta os lotes, o estoque cresce e o lead time dispara. O **SMED** (*Single-Minute Exchange of Die*), desenvolvido por Shigeo Shingo, ataca exatamente esse ciclo.

## A lógica do método

A ideia central é separar as atividades de troca em dois grupos:

- **Setup interno**: só pode ser feito com a máquina parada, como soltar e fixar a ferramenta.
- **Setup externo**: pode ser feito com a máquina produzindo, como buscar a próxima ferramenta, pré-aquecer o molde ou separar a documentação.

Na primeira filmagem de um setup, é comum descobrir que de 30% a 50% do tempo parado é gasto com atividades que poderiam ser externas.

## Passo a passo de um workshop SMED

1. **Escolha a máquina**: de preferência o gargalo ou o equipamento com mais trocas por semana.
2. **Filme o setup completo**, do último item bom do lote anterior ao primeiro item bom do próximo.
3. **Liste cada atividade** com sua duração e classifique em interna ou externa.
4. **Converta internas em externas** com checklists, carrinhos de setup e pré-montagem de dispositivos.
5. **Simplifique as internas restantes**: fixações rápidas, padronização de alturas, eliminação de ajustes por tentativa.
6. **Padronize e treine**, com a nova sequência documentada em uma folha visual junto à máquina.

### O papel do 5S

Boa parte dos minutos perdidos vem da procura por chaves, calços e instrumentos de medição. Um quadro de sombras com as ferramentas da troca, identificado e organizado segundo o **5S**, costuma eliminar essas buscas logo na primeira semana.

> Se o operador precisa sair da máquina durante o setup, ainda há atividade externa sendo feita como interna.

## Medindo o resultado

O ganho de SMED aparece diretamente na disponibilidade e, portanto, no OEE. Acompanhe:

- Tempo médio de setup por máquina e por família de produto.
- Número de setups por semana (ele deve aumentar, com lotes menores).
- Peças refugadas no primeiro ciclo após a troca.

Em workshops conduzidos pela nossa equipe, a redução típica do tempo de setup fica entre 40% e 60% em quatro a seis semanas, sem investimento relevante. O segundo ganho, muitas vezes maior, vem depois: com trocas rápidas, a fábrica pode produzir lotes menores, reduzir estoques e responder melhor às variações de demanda. Para conhecer a origem do método, veja o verbete sobre [SMED](https://en.wikipedia.org/wiki/Single-minute_exchange_of_die).`,
    },
    en: {
      title: 'SMED: how to cut setup time in half within a few weeks',
      coverAlt:
        'Stopwatch with a short sector highlighted in amber next to horizontal bars that get shorter, representing ever shorter setups.',
      content: `In plants with a wide variety of parts, such as stamping, machining and injection moulding shops, setup is usually the biggest availability loss. And long setups create a cascade effect: to "make up" for the changeover, production increases batch sizes, inventory grows and lead time soars. **SMED** (Single-Minute Exchange of Die), developed by Shigeo Shingo, attacks exactly that cycle.

## The logic of the method

The core idea is to split changeover activities into two groups:

- **Internal setup**: can only be done with the machine stopped, such as releasing and clamping the tool.
- **External setup**: can be done while the machine is running, such as fetching the next tool, preheating the mould or preparing the paperwork.

On the first video of a setup, it is common to find that 30% to 50% of the downtime is spent on activities that could be external.

## Step by step through a SMED workshop

1. **Choose the machine**: preferably the bottleneck or the equipment with the most changeovers per week.
2. **Film the complete setup**, from the last good part of the previous batch to the first good part of the next.
3. **List every activity** with its duration and classify it as internal or external.
4. **Convert internal into external** with checklists, setup carts and pre-assembled fixtures.
5. **Streamline the remaining internal tasks**: quick clamps, standard heights, no more trial-and-error adjustments.
6. **Standardise and train**, with the new sequence documented on a visual sheet at the machine.

### The role of 5S

Many of the lost minutes come from searching for wrenches, shims and gauges. A shadow board with the changeover tools, labelled and organised according to **5S**, usually eliminates those searches in the very first week.

> If the operator has to leave the machine during setup, there is still external work being done as internal.

## Measuring the result

The SMED gain shows up directly in availability and therefore in OEE. Track:

- Average setup time per machine and per product family.
- Number of setups per week (it should go up, with smaller batches).
- Parts scrapped in the first cycle after the changeover.

In workshops run by our team, the typical reduction in setup time is between 40% and 60% within four to six weeks, with no significant investment. The second gain, often larger, comes later: with quick changeovers, the plant can run smaller batches, cut inventory and respond better to swings in demand. To learn about the origin of the method, see the article on [SMED](https://en.wikipedia.org/wiki/Single-minute_exchange_of_die).`,
    },
    es: {
      title: 'SMED: cómo reducir el tiempo de preparación a la mitad en pocas semanas',
      metaTitle: 'SMED: cómo reducir a la mitad el tiempo de preparación',
      coverAlt:
        'Cronómetro con un sector corto destacado en ámbar junto a barras horizontales cada vez más cortas, que representan preparaciones más rápidas.',
      content: `En plantas con gran variedad de artículos, como estampados, mecanizados e inyectoras, la preparación de máquinas suele ser la mayor pérdida de disponibilidad. Y las preparaciones largas generan un efecto cascada: para "compensar" el cambio, producción agranda los lotes, el inventario crece y el lead time se dispara. El **SMED** (*Single-Minute Exchange of Die*), desarrollado por Shigeo Shingo, ataca exactamente ese ciclo.

## La lógica del método

La idea central es separar las actividades del cambio en dos grupos:

- **Preparación interna**: solo puede hacerse con la máquina detenida, como soltar y fijar la herramienta.
- **Preparación externa**: puede hacerse con la máquina produciendo, como buscar la próxima herramienta, precalentar el molde o preparar la documentación.

En la primera filmación de una preparación, es habitual descubrir que entre el 30% y el 50% del tiempo detenido se dedica a actividades que podrían ser externas.

## Paso a paso de un taller SMED

1. **Elija la máquina**: preferentemente el cuello de botella o el equipo con más cambios por semana.
2. **Filme la preparación completa**, desde la última pieza buena del lote anterior hasta la primera pieza buena del siguiente.
3. **Liste cada actividad** con su duración y clasifíquela como interna o externa.
4. **Convierta internas en externas** con listas de verificación, carros de preparación y premontaje de dispositivos.
5. **Simplifique las internas restantes**: fijaciones rápidas, alturas estandarizadas, fin de los ajustes por prueba y error.
6. **Estandarice y capacite**, con la nueva secuencia documentada en una hoja visual junto a la máquina.

### El papel de las 5S

Gran parte de los minutos perdidos proviene de buscar llaves, calzas e instrumentos de medición. Un tablero de sombras con las herramientas del cambio, identificado y organizado según las **5S**, suele eliminar esas búsquedas desde la primera semana.

> Si el operador tiene que alejarse de la máquina durante la preparación, todavía hay actividad externa que se hace como interna.

## Cómo medir el resultado

La ganancia del SMED aparece directamente en la disponibilidad y, por lo tanto, en el OEE. Haga seguimiento de:

- Tiempo medio de preparación por máquina y por familia de producto.
- Número de preparaciones por semana (debe aumentar, con lotes más pequeños).
- Piezas rechazadas en el primer ciclo después del cambio.

En los talleres que conduce nuestro equipo, la reducción típica del tiempo de preparación está entre el 40% y el 60% en cuatro a seis semanas, sin inversiones relevantes. La segunda ganancia, muchas veces mayor, llega después: con cambios rápidos, la planta puede producir lotes más pequeños, reducir inventarios y responder mejor a las variaciones de la demanda. Para conocer el origen del método, consulte el artículo sobre [SMED](https://en.wikipedia.org/wiki/Single-minute_exchange_of_die).`,
    },
  },
};
