import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'tms-como-reduzir-custo-de-frete',
  category: 'tecnologia',
  tags: ['tms', 'logistica', 'roi'],
  publishedAt: '2026-05-12T11:00:00.000Z',
  author: 'Juliana Prado',
  cover: coverFor('tms-como-reduzir-custo-de-frete'),
  translations: {
    pt: {
      title: 'TMS na indústria: como reduzir o custo de frete sem perder pontualidade',
      metaTitle: 'TMS na indústria: menos custo de frete, mais pontualidade',
      excerpt:
        'Consolidação de cargas, auditoria de fretes e gestão de transportadoras com dados: onde um TMS paga o investimento em poucos meses.',
      coverAlt: 'Mapa abstrato com rede de rotas curvas ligando pontos, uma rota otimizada destacada em âmbar e um marcador de destino.',
      content: `Para muitas indústrias, o frete de distribuição já representa entre 5% e 10% do faturamento líquido, e ainda assim é gerido com cotações por e-mail, planilhas de tabelas e conferência manual de faturas. Um **TMS** (*Transportation Management System*) organiza essa operação e revela onde o dinheiro está escapando.

## Onde o custo de frete se esconde

- **Cargas fracionadas que poderiam ser consolidadas**, porque o faturamento libera pedidos ao longo do dia sem visão de rota.
- **Tabelas desatualizadas** ou negociadas sem histórico confiável de volumes por região.
- **Cobranças indevidas**: taxas extras, pesos cubados incorretos e reentregas que ninguém confere.
- **Escolha de transportadora por hábito**, não por custo e desempenho no destino.

## O que um TMS faz

### Planejamento e consolidação

O sistema agrupa pedidos por região, janela de entrega e tipo de veículo, e sugere a composição de cargas com melhor ocupação. Em operações com muitas entregas fracionadas, essa etapa concentra boa parte da economia.

### Cotação e seleção de transportadoras

Com as tabelas cadastradas, o TMS calcula o custo de cada opção e indica a melhor combinação entre preço, prazo e histórico de desempenho.

### Auditoria de fretes

Cada fatura ou conhecimento de transporte é comparado automaticamente com o valor calculado. Divergências viram pendências antes do pagamento, não descobertas no fechamento do mês.

### Rastreamento e indicadores

Status de coleta e entrega integrado aos portais das transportadoras, com indicadores de pontualidade e ocorrências por parceiro.

> O frete mais caro é o que ninguém audita.

## Um plano de implantação enxuto

1. Levante três a seis meses de histórico de embarques e faturas para a linha de base.
2. Cadastre tabelas e regras das principais transportadoras, que costumam somar 80% do volume.
3. Integre o TMS ao ERP para receber pedidos e notas fiscais sem digitação.
4. Ative primeiro a auditoria de fretes, que gera retorno imediato, e depois o planejamento de cargas.
5. Revise mensalmente o desempenho das transportadoras com dados, não com impressões.

## Resultados esperados

Nos projetos que acompanhamos, os custos de transporte caem até **18%** e a pontualidade das entregas melhora cerca de 20%, com retorno do investimento em poucos meses. O ganho menos visível, mas igualmente valioso, é a relação com as transportadoras passar a ser baseada em indicadores compartilhados.`,
    },
    en: {
      title: 'TMS in manufacturing: how to cut freight costs without losing on-time delivery',
      metaTitle: 'TMS in manufacturing: lower freight costs, on-time delivery',
      excerpt: 'Load consolidation, freight audit and data-driven carrier management: where a TMS pays for itself within a few months.',
      coverAlt:
        'Abstract map with a network of curved routes linking points, an optimised route highlighted in amber and a destination pin.',
      content: `For many manufacturers, outbound freight already accounts for 5% to 10% of net revenue, and yet it is managed through e-mailed quotes, rate spreadsheets and manual invoice checks. A **TMS** (Transportation Management System) organises this operation and shows where money is leaking.

## Where freight cost hides

- **Partial loads that could be consolidated**, because invoicing releases orders throughout the day with no view of routes.
- **Outdated rate tables**, or tables negotiated without reliable volume history by region.
- **Undue charges**: extra fees, incorrect dimensional weights and redeliveries nobody checks.
- **Carriers chosen out of habit**, not by cost and performance at the destination.

## What a TMS does

### Planning and consolidation

The system groups orders by region, delivery window and vehicle type, and suggests load compositions with better utilisation. In operations with many partial deliveries, this step accounts for much of the savings.

### Quoting and carrier selection

With the rate tables loaded, the TMS calculates the cost of each option and recommends the best balance of price, lead time and performance history.

### Freight audit

Each freight invoice or bill of lading is automatically compared with the calculated amount. Discrepancies become open items before payment, not discoveries at month-end closing.

### Tracking and indicators

Pickup and delivery status integrated with carrier portals, with on-time and incident indicators per partner.

> The most expensive freight is the one nobody audits.

## A lean implementation plan

1. Gather three to six months of shipment and invoice history for the baseline.
2. Load the rates and rules of the main carriers, which usually make up 80% of the volume.
3. Integrate the TMS with the ERP to receive orders and invoices without rekeying.
4. Switch on freight audit first, since it pays back immediately, and load planning next.
5. Review carrier performance monthly with data, not impressions.

## Expected results

In the projects we have supported, transport costs fall by up to **18%** and on-time delivery improves by about 20%, with payback within a few months. The less visible but equally valuable gain is that the relationship with carriers becomes based on shared indicators.`,
    },
    es: {
      title: 'TMS en la industria: cómo reducir el costo de flete sin perder puntualidad',
      metaTitle: 'TMS en la industria: menos costo de flete, más puntualidad',
      excerpt:
        'Consolidación de cargas, auditoría de fletes y gestión de transportistas con datos: dónde un TMS paga la inversión en pocos meses.',
      coverAlt:
        'Mapa abstracto con una red de rutas curvas que unen puntos, una ruta optimizada destacada en ámbar y un marcador de destino.',
      content: `Para muchas industrias, el flete de distribución ya representa entre el 5% y el 10% de la facturación neta y, aun así, se gestiona con cotizaciones por correo, hojas de cálculo de tarifas y control manual de facturas. Un **TMS** (*Transportation Management System*) ordena esta operación y revela por dónde se escapa el dinero.

## Dónde se esconde el costo del flete

- **Cargas fraccionadas que podrían consolidarse**, porque facturación libera pedidos a lo largo del día sin visión de ruta.
- **Tarifas desactualizadas** o negociadas sin un historial confiable de volúmenes por región.
- **Cobros indebidos**: recargos, pesos volumétricos incorrectos y reentregas que nadie verifica.
- **Elección de transportista por costumbre**, no por costo y desempeño en el destino.

## Qué hace un TMS

### Planificación y consolidación

El sistema agrupa pedidos por región, ventana de entrega y tipo de vehículo, y sugiere la composición de cargas con mejor ocupación. En operaciones con muchas entregas fraccionadas, esta etapa concentra buena parte del ahorro.

### Cotización y selección de transportistas

Con las tarifas cargadas, el TMS calcula el costo de cada opción e indica la mejor combinación entre precio, plazo e historial de desempeño.

### Auditoría de fletes

Cada factura o guía de transporte se compara automáticamente con el valor calculado. Las diferencias se convierten en pendientes antes del pago, no en sorpresas del cierre de mes.

### Seguimiento e indicadores

Estado de recolección y entrega integrado con los portales de los transportistas, con indicadores de puntualidad e incidencias por socio.

> El flete más caro es el que nadie audita.

## Un plan de implantación ágil

1. Reúna de tres a seis meses de historial de envíos y facturas para la línea base.
2. Cargue las tarifas y reglas de los principales transportistas, que suelen sumar el 80% del volumen.
3. Integre el TMS con el ERP para recibir pedidos y facturas sin digitación.
4. Active primero la auditoría de fletes, que genera retorno inmediato, y luego la planificación de cargas.
5. Revise mensualmente el desempeño de los transportistas con datos, no con impresiones.

## Resultados esperados

En los proyectos que acompañamos, los costos de transporte bajan hasta un **18%** y la puntualidad de las entregas mejora cerca de un 20%, con retorno de la inversión en pocos meses. La ganancia menos visible, pero igual de valiosa, es que la relación con los transportistas pasa a basarse en indicadores compartidos.`,
    },
  },
};
