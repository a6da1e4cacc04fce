cookgenCards([
{"allergens":[],"diets":[],"keys":["krauter"],"slug":"soup","title":"Grüne Suppe","url":"recipes/soup.html"},
{"allergens":["gluten"],"diets":["dairy-free","egg-free","lactose-free","pescatarian","vegan","vegetarian"],"keys":["flour","water","salt"],"slug":"dough","title":"Pizza Dough","totalTime":"15 min","url":"recipes/dough.html"},
{"allergens":["gluten","milk"],"diets":[],"image":{"alt":"A round pizza","src":"images/bread.svg"},"keys":["tomato","mozzarella","flour","water","salt"],"slug":"pizza","title":"Pizza Margherita","url":"recipes/pizza.html"}
]);
