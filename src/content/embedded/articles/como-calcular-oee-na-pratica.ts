import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'como-calcular-oee-na-pratica',
  category: 'lean-manufacturing',
  tags: ['oee', 'indicadores', 'mes', 'kaizen'],
  publishedAt: '2025-02-18T09:00:00.000Z',
  updatedAt: '2025-12-02T14:30:00.000Z',
  featured: true,
  author: 'Marcos Yamamoto',
  readingTime: 6,
  cover: coverFor('como-calcular-oee-na-pratica'),
  translations: {
    pt: {
      title: 'Como calcular o OEE na prática (e evitar os erros mais comuns)',
      metaTitle: 'Como calcular o OEE na prática e evitar erros comuns',
      excerpt:
        'Disponibilidade, performance e qualidade: a fórmula do OEE, uma consulta SQL pronta e os erros que inflam o indicador na maioria das fábricas.',
      coverAlt:
        'Medidor circular com três arcos representando disponibilidade, performance e qualidade, ao lado de um gráfico de barras ascendente com a última barra em âmbar.',
      content: `O OEE (*Overall Equipment Effectiveness*, ou eficiência global do equipamento) é o indicador mais usado para medir quanto da capacidade de uma máquina se transforma em peças boas. Também é um dos mais mal calculados. Quando o número aparece "bonito demais", quase sempre há uma perda escondida na definição.

## A fórmula

O OEE é o produto de três fatores:

- **Disponibilidade**: tempo em que a máquina produziu dividido pelo tempo planejado de produção.
- **Performance**: produção real comparada à produção teórica no tempo em que a máquina operou, usando o tempo de ciclo ideal.
- **Qualidade**: peças boas na primeira passagem dividido pelo total produzido.

\`\`\`text
OEE = Disponibilidade × Performance × Qualidade

Disponibilidade = Tempo operando / Tempo planejado
Performance     = (Tempo de ciclo ideal × Total produzido) / Tempo operando
Qualidade       = Peças boas / Total produzido
\`\`\`

Exemplo: em um turno de 480 minutos planejados, um torno CNC ficou parado 60 minutos (setup e quebra), produziu 380 peças com ciclo ideal de 1 minuto e 19 foram refugadas. Disponibilidade = 420/480 = 87,5%; performance = 380/420 = 90,5%; qualidade = 361/380 = 95%. **OEE = 75,2%**.

### Calculando a partir dos apontamentos

Se a fábrica já registra ordens e paradas em um MES ou banco de dados, a consulta abaixo dá o OEE por máquina e dia:

\`\`\`sql
SELECT maquina, dia,
       SUM(min_operando) * 1.0 / SUM(min_planejado)            AS disponibilidade,
       SUM(ciclo_ideal_min * pecas_total) / SUM(min_operando)  AS performance,
       SUM(pecas_boas) * 1.0 / SUM(pecas_total)                AS qualidade
FROM apontamentos
GROUP BY maquina, dia;
\`\`\`

Multiplique as três colunas para obter o OEE. Agregue sempre somando minutos e peças, nunca fazendo média de percentuais.

## Os erros mais comuns

1. **Usar o ciclo "de costume" em vez do ciclo ideal.** A performance fica perto de 100% e a perda de velocidade desaparece.
2. **Tirar o setup do tempo planejado.** Setup é perda de disponibilidade; excluí-lo elimina o incentivo ao SMED.
3. **Contar retrabalho como peça boa.** Qualidade é primeira passagem.
4. **Apontar paradas no fim do turno, de memória.** Microparadas somem; sem coleta automática, a performance é estimativa.

> Um OEE de 85% é referência de classe mundial, mas o número que importa é a tendência da sua máquina gargalo.

## Do indicador à ação

O OEE só gera resultado quando vira rotina: quadro por máquina, reunião diária de 15 minutos e ações sobre as três maiores perdas da semana. Nas fábricas em que implantamos essa rotina com coleta automática, o ganho típico fica entre **10 e 25 pontos percentuais** de OEE nas máquinas gargalo, com os primeiros resultados em poucas semanas. Para a definição formal do indicador, veja o verbete sobre [OEE](https://en.wikipedia.org/wiki/Overall_equipment_effectiveness).`,
    },
    en: {
      title: 'How to calculate OEE in practice (and avoid the most common mistakes)',
      metaTitle: 'How to calculate OEE in practice and avoid common mistakes',
      excerpt:
        'Availability, performance and quality: the OEE formula, a ready-to-use SQL query and the mistakes that inflate the indicator in most plants.',
      coverAlt:
        'Circular gauge with three arcs representing availability, performance and quality, next to a rising bar chart whose last bar is amber.',
      content: `OEE (Overall Equipment Effectiveness) is the most widely used indicator for measuring how much of a machine’s capacity turns into good parts. It is also one of the most miscalculated. When the number looks "too good", there is almost always a loss hidden in the definition.

## The formula

OEE is the product of three factors:

- **Availability**: time the machine actually ran divided by planned production time.
- **Performance**: actual output compared with theoretical output during run time, using the ideal cycle time.
- **Quality**: good parts at first pass divided by total output.

\`\`\`text
OEE = Availability × Performance × Quality

Availability = Run time / Planned time
Performance  = (Ideal cycle time × Total count) / Run time
Quality      = Good count / Total count
\`\`\`

Example: in a shift with 480 planned minutes, a CNC lathe stood still for 60 minutes (setup and a breakdown), produced 380 parts with an ideal cycle of 1 minute, and 19 were scrapped. Availability = 420/480 = 87.5%; performance = 380/420 = 90.5%; quality = 361/380 = 95%. **OEE = 75.2%**.

### Calculating from production records

If the plant already records orders and stops in an MES or database, the query below returns OEE per machine and day:

\`\`\`sql
SELECT machine, day,
       SUM(run_min) * 1.0 / SUM(planned_min)              AS availability,
       SUM(ideal_cycle_min * total_count) / SUM(run_min)  AS performance,
       SUM(good_count) * 1.0 / SUM(total_count)           AS quality
FROM production_records
GROUP BY machine, day;
\`\`\`

Multiply the three columns to get OEE. Always aggregate by summing minutes and parts, never by averaging percentages.

## The most common mistakes

1. **Using the "usual" cycle instead of the ideal one.** Performance sits near 100% and the speed loss disappears.
2. **Removing setup from planned time.** Setup is an availability loss; excluding it removes the incentive for SMED.
3. **Counting rework as a good part.** Quality means first pass.
4. **Logging stops at the end of the shift, from memory.** Micro-stops vanish; without automatic data collection, performance is a guess.

> An OEE of 85% is the usual world-class benchmark, but the number that matters is the trend on your bottleneck machine.

## From indicator to action

OEE only delivers results when it becomes a routine: a board per machine, a 15-minute daily meeting and actions on the week’s three biggest losses. In plants where we have implemented this routine with automatic data collection, the typical gain is **10 to 25 percentage points** of OEE on bottleneck machines, with the first results within a few weeks. For the formal definition of the indicator, see the article on [OEE](https://en.wikipedia.org/wiki/Overall_equipment_effectiveness).`,
    },
    es: {
      title: 'Cómo calcular el OEE en la práctica (y evitar los errores más comunes)',
      metaTitle: 'Cómo calcular el OEE en la práctica y evitar errores comunes',
      excerpt:
        'Disponibilidad, rendimiento y calidad: la fórmula del OEE, una consulta SQL lista para usar y los errores que inflan el indicador en la mayoría de las plantas.',
      coverAlt:
        'Medidor circular con tres arcos que representan disponibilidad, rendimiento y calidad, junto a un gráfico de barras ascendente con la última barra en ámbar.',
      content: `El OEE (*Overall Equipment Effectiveness*, o eficiencia general de los equipos) es el indicador más utilizado para medir cuánta de la capacidad de una máquina se convierte en piezas buenas. También es uno de los peor calculados. Cuando el número parece "demasiado bueno", casi siempre hay una pérdida escondida en la definición.

## La fórmula

El OEE es el producto de tres factores:

- **Disponibilidad**: tiempo en que la máquina produjo dividido por el tiempo planificado de producción.
- **Rendimiento**: producción real comparada con la producción teórica en el tiempo de operación, usando el tiempo de ciclo ideal.
- **Calidad**: piezas buenas a la primera dividido por el total producido.

\`\`\`text
OEE = Disponibilidad × Rendimiento × Calidad

Disponibilidad = Tiempo operando / Tiempo planificado
Rendimiento    = (Ciclo ideal × Total producido) / Tiempo operando
Calidad        = Piezas buenas / Total producido
\`\`\`

Ejemplo: en un turno de 480 minutos planificados, un torno CNC estuvo parado 60 minutos (preparación y avería), produjo 380 piezas con un ciclo ideal de 1 minuto y 19 fueron rechazadas. Disponibilidad = 420/480 = 87,5%; rendimiento = 380/420 = 90,5%; calidad = 361/380 = 95%. **OEE = 75,2%**.

### Cálculo a partir de los registros de producción

Si la planta ya registra órdenes y paradas en un MES o base de datos, la consulta siguiente entrega el OEE por máquina y día:

\`\`\`sql
SELECT maquina, dia,
       SUM(min_operando) * 1.0 / SUM(min_planificado)           AS disponibilidad,
       SUM(ciclo_ideal_min * piezas_total) / SUM(min_operando)  AS rendimiento,
       SUM(piezas_buenas) * 1.0 / SUM(piezas_total)             AS calidad
FROM registros_produccion
GROUP BY maquina, dia;
\`\`\`

Multiplique las tres columnas para obtener el OEE. Agregue siempre sumando minutos y piezas, nunca promediando porcentajes.

## Los errores más comunes

1. **Usar el ciclo "de costumbre" en lugar del ciclo ideal.** El rendimiento queda cerca del 100% y la pérdida de velocidad desaparece.
2. **Sacar la preparación del tiempo planificado.** La preparación es una pérdida de disponibilidad; excluirla elimina el incentivo al SMED.
3. **Contar el retrabajo como pieza buena.** Calidad significa a la primera.
4. **Registrar las paradas al final del turno, de memoria.** Las microparadas desaparecen; sin captura automática, el rendimiento es una estimación.

> Un OEE del 85% es la referencia de clase mundial, pero el número que importa es la tendencia de su máquina cuello de botella.

## Del indicador a la acción

El OEE solo genera resultados cuando se convierte en rutina: tablero por máquina, reunión diaria de 15 minutos y acciones sobre las tres mayores pérdidas de la semana. En las plantas donde implantamos esta rutina con captura automática, la ganancia típica está entre **10 y 25 puntos porcentuales** de OEE en las máquinas cuello de botella, con los primeros resultados en pocas semanas. Para la definición formal del indicador, consulte el artículo sobre [OEE](https://en.wikipedia.org/wiki/Overall_equipment_effectiveness).`,
    },
  },
};
