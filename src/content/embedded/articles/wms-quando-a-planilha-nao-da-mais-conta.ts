import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'wms-quando-a-planilha-nao-da-mais-conta',
  category: 'tecnologia',
  tags: ['wms', 'gestao-de-estoques', 'logistica'],
  publishedAt: '2025-05-13T10:30:00.000Z',
  author: 'Juliana Prado',
  cover: coverFor('wms-quando-a-planilha-nao-da-mais-conta'),
  translations: {
    pt: {
      title: 'WMS: sinais de que a planilha já não dá conta do seu armazém',
      metaTitle: 'WMS: quando a planilha já não dá conta do armazém',
      coverAlt:
        'Ilustração isométrica de porta-paletes com caixas azuis organizadas em três níveis, uma caixa em destaque âmbar e um caminho tracejado no piso.',
      content: `Em muitas indústrias, o almoxarifado e a expedição ainda funcionam com o saldo do ERP, uma planilha paralela e a memória de dois ou três colaboradores experientes. Enquanto o volume é baixo, isso parece suficiente. O problema aparece quando a operação cresce e o custo dos erros deixa de ser invisível.

## Cinco sinais de alerta

Se três ou mais itens abaixo são familiares, vale avaliar um **WMS** (*Warehouse Management System*):

- O inventário rotativo encontra divergências acima de 2% entre sistema e prateleira.
- A produção para porque o material "consta no sistema", mas ninguém o encontra.
- Cada separador tem seu próprio jeito de montar pedidos, e o tempo de separação varia muito entre turnos.
- O inventário anual exige parar a fábrica por um ou mais dias.
- Clientes reclamam de itens trocados ou faltantes na entrega.

## O que um WMS muda na prática

### Endereçamento e rastreio de cada movimento

Cada posição do armazém ganha um endereço, e cada entrada, transferência e saída é confirmada por leitura de código de barras ou RFID. O saldo deixa de ser "por item" e passa a ser **por item e por endereço**, com lote e validade quando necessário.

### Regras de armazenagem e separação

O sistema sugere onde guardar com base em giro, peso e volume, e gera listas de separação otimizadas por rota. Itens de alto giro ficam perto da expedição; os de baixo giro, nos níveis mais altos.

### Inventário sem parar a operação

Com contagens cíclicas por endereço, o inventário passa a ser contínuo. O ganho de acurácia sustenta o planejamento de materiais e reduz compras emergenciais.

> Um armazém com saldo confiável é pré-requisito para qualquer programação de produção séria.

## Como implantar sem traumas

1. Mapeie os fluxos atuais e saneie o cadastro de materiais, unidades e embalagens.
2. Defina o endereçamento físico e identifique as posições antes da virada.
3. Integre o WMS ao ERP para pedidos, recebimentos e saldos; evite dupla digitação.
4. Comece por uma área, como o almoxarifado de matéria-prima, e expanda depois.
5. Treine a equipe no coletor, no próprio armazém, e acompanhe os indicadores diariamente nas primeiras semanas.

## Resultados típicos

Nas implantações que acompanhamos, os ganhos mais frequentes são acurácia de inventário acima de 98%, redução de até **15% nos custos de armazenagem** e aumento de cerca de 20% na produtividade da separação. Mais importante, o time deixa de procurar material e passa a abastecer a produção no ritmo certo.`,
    },
    en: {
      title: 'WMS: signs that spreadsheets can no longer run your warehouse',
      metaTitle: 'WMS: signs spreadsheets can no longer run your warehouse',
      coverAlt:
        'Isometric illustration of pallet racks with blue boxes arranged on three levels, one box highlighted in amber and a dashed path on the floor.',
      content: `In many manufacturers, the stockroom and shipping still run on the ERP balance, a parallel spreadsheet and the memory of two or three experienced employees. While volume is low, that seems good enough. The problem appears when the operation grows and the cost of errors stops being invisible.

## Five warning signs

If three or more of the items below sound familiar, it is worth evaluating a **WMS** (Warehouse Management System):

- Cycle counts find discrepancies above 2% between the system and the shelf.
- Production stops because the material "is in the system" but nobody can find it.
- Every picker has their own way of building orders, and picking time varies widely between shifts.
- The annual inventory count requires shutting down the plant for one or more days.
- Customers complain about wrong or missing items on delivery.

## What a WMS changes in practice

### Locations and tracking of every movement

Every position in the warehouse gets an address, and every receipt, transfer and issue is confirmed by scanning a barcode or RFID tag. Stock is no longer held "per item" but **per item and per location**, with batch and expiry date when needed.

### Put-away and picking rules

The system suggests where to store goods based on turnover, weight and volume, and generates pick lists optimised by route. Fast movers stay close to shipping; slow movers go to the upper levels.

### Inventory without stopping operations

With cycle counts by location, inventory becomes continuous. The gain in accuracy supports material planning and reduces emergency purchases.

> A warehouse with a reliable balance is a prerequisite for any serious production scheduling.

## How to implement without disruption

1. Map current flows and clean up the master data for materials, units and packaging.
2. Define the physical location scheme and label positions before go-live.
3. Integrate the WMS with the ERP for orders, receipts and balances; avoid double entry.
4. Start with one area, such as the raw-material stockroom, and expand later.
5. Train the team on the handheld scanner, in the warehouse itself, and track the indicators daily during the first weeks.

## Typical results

In the implementations we have supported, the most frequent gains are inventory accuracy above 98%, storage costs down by up to **15%** and picking productivity up by around 20%. More importantly, the team stops searching for material and starts supplying production at the right pace.`,
    },
    es: {
      title: 'WMS: señales de que la hoja de cálculo ya no alcanza para su almacén',
      metaTitle: 'WMS: cuando la hoja de cálculo ya no alcanza en el almacén',
      coverAlt:
        'Ilustración isométrica de estanterías para palés con cajas azules en tres niveles, una caja destacada en ámbar y un recorrido punteado en el piso.',
      content: `En muchas industrias, el almacén y el despacho todavía funcionan con el saldo del ERP, una hoja de cálculo paralela y la memoria de dos o tres colaboradores experimentados. Mientras el volumen es bajo, parece suficiente. El problema aparece cuando la operación crece y el costo de los errores deja de ser invisible.

## Cinco señales de alerta

Si tres o más de los puntos siguientes le resultan familiares, vale la pena evaluar un **WMS** (*Warehouse Management System*):

- El inventario cíclico encuentra diferencias superiores al 2% entre el sistema y la estantería.
- La producción se detiene porque el material "está en el sistema", pero nadie lo encuentra.
- Cada preparador arma los pedidos a su manera, y el tiempo de preparación varía mucho entre turnos.
- El inventario anual obliga a parar la planta uno o más días.
- Los clientes reclaman por artículos cambiados o faltantes en la entrega.

## Qué cambia un WMS en la práctica

### Ubicaciones y trazabilidad de cada movimiento

Cada posición del almacén recibe una dirección, y cada entrada, transferencia y salida se confirma con la lectura de un código de barras o RFID. El saldo deja de ser "por artículo" y pasa a ser **por artículo y por ubicación**, con lote y vencimiento cuando es necesario.

### Reglas de almacenamiento y preparación

El sistema sugiere dónde guardar según rotación, peso y volumen, y genera listas de preparación optimizadas por ruta. Los artículos de alta rotación quedan cerca del despacho; los de baja rotación, en los niveles superiores.

### Inventario sin detener la operación

Con conteos cíclicos por ubicación, el inventario pasa a ser continuo. La mayor exactitud sostiene la planificación de materiales y reduce las compras de emergencia.

> Un almacén con saldo confiable es requisito para cualquier programación de producción seria.

## Cómo implantarlo sin traumas

1. Mapee los flujos actuales y depure el maestro de materiales, unidades y embalajes.
2. Defina el esquema de ubicaciones físicas e identifique las posiciones antes del arranque.
3. Integre el WMS con el ERP para pedidos, recepciones y saldos; evite la doble digitación.
4. Empiece por un área, como el almacén de materia prima, y amplíe después.
5. Capacite al equipo en el terminal portátil, en el propio almacén, y siga los indicadores a diario durante las primeras semanas.

## Resultados típicos

En las implantaciones que acompañamos, las ganancias más frecuentes son una exactitud de inventario superior al 98%, una reducción de hasta el **15% en los costos de almacenamiento** y un aumento de alrededor del 20% en la productividad de la preparación. Más importante aún, el equipo deja de buscar material y pasa a abastecer la producción al ritmo correcto.`,
    },
  },
};
